import { ChevronDown } from "@/components/ui/icons/chevron-down";
import type { FaqItem } from "@/content/types";

/** Questions grouped by topic, topics in the order the content first names them. */
export function faqTopics(items: readonly FaqItem[]): { topic: string; items: FaqItem[] }[] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) groups.set(item.topic, [...(groups.get(item.topic) ?? []), item]);
  return [...groups].map(([topic, grouped]) => ({ topic, items: grouped }));
}

/**
 * FAQ accordion on native <details>/<summary>, one group per topic: every
 * answer is in the server HTML (crawlers, no-JS, find-in-page opens it),
 * keyboard and screen reader support come from the browser, and it ships
 * zero client JS.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="space-y-10">
      {faqTopics(items).map(({ topic, items: grouped }, i) => (
        <section key={topic} aria-labelledby={`faq-topic-${i}`}>
          <h2 id={`faq-topic-${i}`} className="mb-4 text-xl font-bold text-brand-2">
            {topic}
          </h2>
          <div className="divide-y rounded-xl border">
            {grouped.map((item) => (
              <details key={item.question} className="group px-5" name="faq">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="pb-5 text-muted-foreground">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
