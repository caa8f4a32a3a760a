import type { Metadata } from "next";
import { ShieldCheck } from "@/components/ui/icons/shield-check";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { getContent } from "@/content";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { PageHeader } from "@/components/marketing/page-header";
import { PlanCard } from "@/components/marketing/plan-card";
import { PlanTable } from "@/components/marketing/plan-table";
import { AudienceSection } from "@/components/marketing/audience-section";
import { ONBOARDING_FEE } from "@/content/constants";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { plansServiceLd } from "@/components/seo/structured-data";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return marketingMetadata(hub, getContent(hub.id).seo.pricing, "/pricing");
}

/** Plans with monthly prices, SignUp per plan, their comparison table, the $179 fee and the 8-day guarantee. */
export default async function PricingPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  const { pricing } = getContent(hub.id);
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <JsonLd data={plansServiceLd(hub, `${hub.name} texting plans`, pricing.plans)} />
      <Breadcrumbs hub={hub} trail={[{ name: "Pricing", path: "/pricing" }]} />
      <PageHeader title={pricing.title} intro={pricing.intro} />
      <ul className="grid gap-6 md:grid-cols-3">
        {pricing.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
      <PlanTable plans={pricing.plans} onboardingFee={ONBOARDING_FEE} />
      <section aria-label="Onboarding and guarantee" className="mt-12 grid gap-4 md:grid-cols-2">
        <p className="rounded-xl border p-6" data-testid="onboarding">
          {pricing.onboardingText}
        </p>
        <p className="flex items-start gap-3 rounded-xl border p-6" data-testid="guarantee">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{pricing.guaranteeText}</span>
        </p>
      </section>
      <AudienceSection id="plan-fit-heading" section={pricing.audience} />
    </div>
  );
}
