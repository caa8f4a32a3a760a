import { IntentLink as Link } from "./intent-link";
import type { Hub } from "@/lib/hubs";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbLd, type Crumb } from "@/components/seo/structured-data";

/**
 * The trail from Home to this page, shown and given to search engines as a
 * BreadcrumbList from the same list. The last step is the current page.
 */
export function Breadcrumbs({ hub, trail }: { hub: Hub; trail: readonly Crumb[] }) {
  const steps: Crumb[] = [{ name: "Home", path: "/" }, ...trail];
  return (
    <>
      <JsonLd data={breadcrumbLd(hub, steps)} />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {steps.map((step, i) => {
            const last = i === steps.length - 1;
            return (
              <li key={step.path} className="flex items-center gap-2">
                {i > 0 ? <span aria-hidden="true">›</span> : null}
                {last ? (
                  <span aria-current="page" className="font-medium text-foreground">
                    {step.name}
                  </span>
                ) : (
                  <Link
                    href={step.path}
                    className="inline-flex min-h-6 items-center hover:text-foreground hover:underline"
                  >
                    {step.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
