import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { VERTICALS, VERTICAL_IDS } from "@/lib/compliance/verticals";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { PageHeader } from "@/components/marketing/page-header";
import { CheckForm } from "@/components/opt-in-check/check-form";
import { RuleGuide } from "@/components/opt-in-check/rule-guide";
import { HOW_IT_WORKS, optInCheckCopy } from "@/content/opt-in-check";
import { OPT_IN_CHECK_PATH } from "@/lib/navigation/routes";
import { RULE_IDS } from "@/lib/opt-in-check/types";
import { ShieldCheck } from "@/components/ui/icons/shield-check";
import { CheckCircle2 } from "@/components/ui/icons/check-circle-2";
import { Lock } from "@/components/ui/icons/lock";

const POINT_ICONS = [ShieldCheck, CheckCircle2, Lock];

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  const copy = optInCheckCopy(hub.id);
  return pageMetadata(hub, {
    title: copy.title,
    description: copy.description,
    keywords: ["SMS opt-in checker", "10DLC campaign rejected", "carrier review", "SMS compliance", "opt-in page"],
    path: OPT_IN_CHECK_PATH,
  });
}

/** The public opt-in check: the form, how it reads a page, and what a carrier reviewer looks for, rule by rule. */
export default async function OptInCheckPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  const copy = optInCheckCopy(hub.id);
  const verticals = VERTICAL_IDS.map((id) => ({ id, label: VERTICALS[id].label }));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <Breadcrumbs hub={hub} trail={[{ name: "Opt-in check", path: OPT_IN_CHECK_PATH }]} />
      <PageHeader title={copy.title} intro={copy.intro} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="check-form-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="check-form-heading" className="mb-6 text-xl font-semibold">
            Check your page
          </h2>
          <CheckForm verticals={verticals} defaultVertical={copy.defaultVertical} placeholders={copy.placeholders} />
        </section>
        <aside aria-labelledby="how-heading">
          <h2 id="how-heading" className="text-xl font-semibold">
            How the check works
          </h2>
          <p className="mt-2 text-muted-foreground">
            {RULE_IDS.length} checks, free, with no sign-up: the rules {hub.name} applies to its own clients&apos; pages
            before it registers them.
          </p>
          <ul className="mt-6 grid gap-5">
            {HOW_IT_WORKS.map((point, i) => {
              const Icon = POINT_ICONS[i];
              return (
                <li key={point.title} className="flex gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-brand" />
                  <div>
                    <h3 className="font-semibold">{point.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{point.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </aside>
      </div>
      <section aria-labelledby="reviewer-heading" className="mt-16 max-w-3xl">
        <h2 id="reviewer-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
          What a carrier reviewer looks for, and why
        </h2>
        <p className="mt-4 mb-6 text-lg text-muted-foreground">
          Before a 10DLC or toll-free campaign goes live, the carriers&apos; reviewers open the page where people sign
          up, its privacy policy and terms, and the sample messages you registered. These are the rules they apply; the
          report links each of its verdicts here.
        </p>
        <RuleGuide />
      </section>
    </div>
  );
}
