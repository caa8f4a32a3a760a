import { getContent } from "@/content";
import { EVERYDAY_BUSINESS_TYPES, HEALTH_BUSINESS_TYPES, RETAIL_BUSINESS_TYPES } from "@/content/shared/common";
import { ONBOARDING_FEE_USD, SETUP_GUARANTEE_DAYS } from "@/content/constants";
import { HUB_IDS, HUBS } from "@/lib/hubs/registry";
import { planComparison } from "@/components/marketing/plan-comparison";

const RETAIL_HUBS = HUB_IDS.filter((id) => !HUBS[id].health);

describe("per-hub marketing content", () => {
  it("PercyMD shows the health figures", () => {
    const stats = getContent("percymd").stats.map((s) => [s.value, s.label]);
    expect(stats).toEqual([
      ["98%", "Patient satisfaction"],
      ["40%", "No-show reduction"],
      ["0", "HIPAA violations"],
    ]);
  });

  it.each(RETAIL_HUBS)("%s shows the retail figures", (hub) => {
    const stats = getContent(hub).stats.map((s) => [s.value, s.label]);
    expect(stats).toEqual([
      ["98%", "Client retention"],
      ["40%", "Revenue boost"],
      ["0", "Compliance issues"],
    ]);
  });

  it("PercyMD speaks HIPAA to health audiences, PercyText to everyday businesses, the others to regulated retail", () => {
    const md = getContent("percymd");
    expect(md.hero.fixedText).toMatch(/HIPAA/);
    expect(md.hero.businessTypes).toEqual(HEALTH_BUSINESS_TYPES);
    expect(getContent("percytext").hero.businessTypes).toEqual(EVERYDAY_BUSINESS_TYPES);
    for (const hub of RETAIL_HUBS) {
      const c = getContent(hub);
      if (hub === "marque" || hub === "percytech") expect(c.hero.businessTypes).toEqual(RETAIL_BUSINESS_TYPES);
      // A hub added later speaks to one of the audiences we already serve.
      else expect([RETAIL_BUSINESS_TYPES, EVERYDAY_BUSINESS_TYPES]).toContainEqual(c.hero.businessTypes);
      expect(JSON.stringify(c)).not.toMatch(/HIPAA|patient/i);
    }
  });

  it("PercyText's home shows its own audience: no age-restricted business, no list joined without its gate", () => {
    const { hero, problemSolution } = getContent("percytext");
    const shown = JSON.stringify({ types: hero.businessTypes, hero: hero.conversation, phone: problemSolution.phone });
    expect(shown).not.toMatch(/cigar|tobacco|wine|brew|distill|gun|firearm|tactical|hunting/i);
  });

  it("each hub's plans promise what its pages do: PercyText's Basic has an inbox, PercyTech's plans the API and monitoring", () => {
    const features = (hub: "percytext" | "percytech", plan: string) =>
      getContent(hub)
        .pricing.plans.find((p) => p.name === plan)
        ?.features.join(" | ") ?? "";
    expect(features("percytext", "Basic")).toMatch(/inbox/i);
    for (const plan of ["Starter", "Growth", "Premium"]) {
      const all = planComparison(getContent("percytech").pricing.plans)
        .filter((row) => row.cells[["Starter", "Growth", "Premium"].indexOf(plan)])
        .map((row) => row.feature)
        .join(" | ");
      expect(all).toMatch(/API/);
      expect(all).toMatch(/Delivery receipts/);
    }
  });

  it("no hub calls a text encrypted", () => {
    for (const hub of HUB_IDS) {
      const text = JSON.stringify(getContent(hub)).replace(/not encrypted/gi, "");
      expect({ hub, encrypted: /encrypt(?:ed|ion) (?:messag|text|two-way)/i.test(text) }).toEqual({
        hub,
        encrypted: false,
      });
    }
  });

  it.each(HUB_IDS)("%s closing CTA: three numbered steps and the guarantee", (hub) => {
    const { cta } = getContent(hub);
    expect(cta.steps.map((s) => [s.number, s.title])).toEqual([
      [1, "Reach out"],
      [2, "Get set up"],
      [3, "Grow your business"],
    ]);
    expect(cta.ctaText).toBe("Contact Us");
    expect(cta.guaranteeText).toContain(`$${ONBOARDING_FEE_USD}`);
    expect(cta.guaranteeText).toContain(`${SETUP_GUARANTEE_DAYS} days`);
    expect(cta.guaranteeText).toMatch(/free/);
  });

  it.each(HUB_IDS)("%s pricing states the fee and guarantee; plans have monthly prices", (hub) => {
    const { pricing } = getContent(hub);
    expect(pricing.onboardingText).toContain("$179");
    expect(pricing.guaranteeText).toMatch(/8-day setup guarantee.*longer than 8 days.*\$179.*free/);
    expect(pricing.plans.length).toBeGreaterThanOrEqual(2);
    for (const plan of pricing.plans) expect(plan.priceMonthly).toBeGreaterThan(0);
  });

  it.each(HUB_IDS)("%s has FAQ answers and a hero with See Demo", (hub) => {
    const c = getContent(hub);
    expect(c.hero.ctaText).toBe("See Demo");
    expect(c.faq.items.length).toBeGreaterThanOrEqual(5);
    for (const item of c.faq.items) expect(item.answer.length).toBeGreaterThan(20);
  });

  it("names each hub in its own copy and never another hub's", () => {
    for (const hub of HUB_IDS) {
      const text = JSON.stringify(getContent(hub));
      expect(text).toContain(HUBS[hub].name);
      for (const other of HUB_IDS.filter((o) => o !== hub)) {
        expect(text).not.toMatch(new RegExp(`\\b${HUBS[other].name}\\b`));
      }
    }
  });

  it("gives every page on every hub a unique description", () => {
    const descriptions = HUB_IDS.flatMap((hub) => Object.values(getContent(hub).seo).map((s) => s.description));
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
