import { Fragment } from "react";
import { IntentLink as Link } from "@/components/site/intent-link";
import type { DisclosureSegment } from "@/lib/consent/disclosures";

/**
 * A consent disclosure exactly as recorded: its textContent equals
 * disclosureText() for the same hub and version (the e2e test checks this),
 * so no extra spaces or words may be added here.
 */
export function Disclosure({ segments }: { segments: DisclosureSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        typeof segment === "string" ? (
          <Fragment key={i}>{segment}</Fragment>
        ) : (
          <Link key={i} href={segment.href} className="font-medium text-brand underline underline-offset-2">
            {segment.text}
          </Link>
        ),
      )}
    </>
  );
}
