import { ShieldCheck } from "@/components/ui/icons/shield-check";
import type { ComplianceBadge } from "@/content/types";

/** Home: the compliance the platform handles, each claim as the copy backs it. */
export function ComplianceStrip({ badges }: { badges: readonly ComplianceBadge[] }) {
  return (
    <section aria-labelledby="compliance-heading" className="border-b bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="compliance-heading" className="text-sm font-semibold">
          Compliance handled for you
        </h2>
        <ul
          className={`mt-4 grid gap-3 sm:grid-cols-2 ${badges.length > 3 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
          data-testid="compliance"
        >
          {badges.map((b) => (
            <li key={b.code} className="flex items-start gap-3 rounded-lg border bg-card p-3 text-sm">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-2" aria-hidden="true" />
              <span>
                <strong className="block text-base font-bold text-brand-2">{b.code}</strong>
                {b.text}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
