import type { AssistantContent, Passage } from "./types";

function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Cut a hub's FAQ, pricing and about copy into answerable passages. Every
 * answer is the hub's own text (or built only from its numbers), so the
 * assistant never states something the site does not.
 */
export function buildPassages(content: AssistantContent): Passage[] {
  const { faq, pricing, about } = content;
  const passages: Passage[] = [];

  faq.items.forEach((item, i) => {
    passages.push({ id: `faq-${i}`, kind: "faq", title: item.question, answer: item.answer });
  });

  const planLine = list(pricing.plans.map((p) => `${p.name} is ${dollars(p.priceMonthly)} a month`));
  passages.push({
    id: "pricing",
    kind: "pricing",
    title: pricing.title,
    answer: `${planLine}. ${pricing.onboardingText} ${pricing.guaranteeText}`.replace(/\s+/g, " ").trim(),
    keywords: `price price plan plan month ${pricing.intro}`,
  });
  pricing.plans.forEach((plan) => {
    passages.push({
      id: `plan-${plan.name.toLowerCase()}`,
      kind: "pricing",
      // The plan name alone: "plan" in every title would drown the overview for "what plans…".
      title: plan.name,
      keywords: `${plan.name} ${plan.name} plan`,
      answer: `${plan.name} is ${dollars(plan.priceMonthly)} a month. ${plan.description} It includes ${list(
        plan.features.map((f) => f.charAt(0).toLowerCase() + f.slice(1)),
      )}.`,
    });
  });

  passages.push({ id: "about", kind: "about", title: about.title, answer: about.intro, keywords: "company company" });
  about.story.forEach((paragraph, i) => {
    passages.push({ id: `about-story-${i}`, kind: "about", title: about.title, answer: paragraph });
  });
  about.values.forEach((value, i) => {
    passages.push({
      id: `about-value-${i}`,
      kind: "about",
      title: value.title,
      answer: `${value.title}: ${value.description}`,
    });
  });

  return passages;
}
