import { Headset } from "@/components/ui/icons/headset";
import { ShieldCheck } from "@/components/ui/icons/shield-check";
import { Wrench } from "@/components/ui/icons/wrench";
import type { ContactContent } from "@/content/types";

const ICONS = {
  "Regulatory Expertise": ShieldCheck,
  "Premium Support": Headset,
  "Custom Solutions": Wrench,
} as const;

/** Contact: 'Why We're Different' with its three items. */
export function WhyDifferent({ reasons }: { reasons: ContactContent["reasons"] }) {
  return (
    <section aria-labelledby="why-different" className="rounded-xl border bg-muted/40 p-6">
      <h2 id="why-different" className="text-xl font-semibold">
        Why We&apos;re Different
      </h2>
      <ul className="mt-5 grid gap-5">
        {reasons.map(({ title, body }) => {
          const Icon = ICONS[title];
          return (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <div>
                <h3 className="font-medium">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{body}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
