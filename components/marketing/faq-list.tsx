import { ChevronDown } from "@/components/ui/icons/chevron-down";
import type { FaqItem } from "@/content/types";

/**
 * FAQ accordion on native <details>/<summary>: every answer is in the
 * server HTML (crawlers, no-JS, find-in-page opens it), keyboard and screen
 * reader support come from the browser, and it ships zero client JS.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y rounded-xl border">
      {items.map((item) => (
        <details key={item.question} className="group px-5" name="faq">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="pb-5 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
