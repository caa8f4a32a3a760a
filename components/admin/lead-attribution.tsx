import { campaignOf, sourceLabel } from "@/lib/attribution/rules";
import { TOUCH_FIELDS, type LeadAttribution, type TouchField } from "@/lib/attribution/types";
import { formatTime } from "./format";
import { TableScroll } from "./table-scroll";

/** Each kept field as staff read it. */
export const TOUCH_LABELS: Record<TouchField, string> = {
  utm_source: "Source (utm_source)",
  utm_medium: "Medium (utm_medium)",
  utm_campaign: "Campaign (utm_campaign)",
  utm_term: "Term (utm_term)",
  utm_content: "Content (utm_content)",
  gclid: "Google click id",
  fbclid: "Facebook click id",
  msclkid: "Microsoft click id",
  referrer_host: "Referring site",
  landing_path: "Landing page",
  landed_at: "Landed",
};

/**
 * Where a lead came from: the source / medium and campaign of its first
 * touch, then every kept field of its first and last touch side by side.
 * The industry page it was sent from, by name. A lead whose form sent nothing (no JavaScript) reads "direct / unknown".
 */
export function LeadAttributionSection({
  attribution,
  industry,
}: {
  attribution: LeadAttribution;
  /** The name of the industry page the contact was sent from ("Gun ranges"), when it named one. */
  industry?: string | null;
}) {
  const { first, last } = attribution;
  return (
    <section aria-labelledby="lead-attribution" className="space-y-3" data-testid="lead-attribution">
      <h2 id="lead-attribution" className="text-lg font-semibold">
        Where this lead came from
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium text-muted-foreground uppercase">Source / medium (first touch)</dt>
          <dd className="mt-0.5 text-sm break-words" data-testid="attribution-source">
            {sourceLabel(first)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground uppercase">Campaign (first touch)</dt>
          <dd className="mt-0.5 text-sm break-words" data-testid="attribution-campaign">
            {campaignOf(first)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground uppercase">Source / medium (last touch)</dt>
          <dd className="mt-0.5 text-sm break-words">{sourceLabel(last)}</dd>
        </div>
      </dl>
      {industry ? (
        <p className="text-sm" data-testid="attribution-industry">
          Industry: {industry}
        </p>
      ) : null}
      {first || last ? (
        <TableScroll label="First and last touch">
          <table className="w-full text-left text-sm" data-testid="attribution-table">
            <caption className="sr-only">Every value kept for the first and the last touch</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Field
                </th>
                <th scope="col" className="px-3 py-2">
                  First touch
                </th>
                <th scope="col" className="px-3 py-2">
                  Last touch
                </th>
              </tr>
            </thead>
            <tbody>
              {TOUCH_FIELDS.map((field) => (
                <tr key={field} className="border-t" data-field={field}>
                  <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                    {TOUCH_LABELS[field]}
                  </th>
                  {[first, last].map((touch, i) => {
                    const value = touch?.[field] ?? null;
                    return (
                      <td key={i} className="px-3 py-1.5 break-all">
                        {value === null ? "—" : field === "landed_at" ? formatTime(value) : value}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p className="text-sm text-muted-foreground">
          The form sent no attribution (JavaScript was off or storage was blocked), so this lead counts as direct /
          unknown.
        </p>
      )}
    </section>
  );
}
