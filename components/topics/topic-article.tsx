import type { Hub } from "@/lib/hubs";
import { getContent, type TopicKind, type TopicPage } from "@/content";
import { ShieldCheck } from "@/components/ui/icons/shield-check";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { FaqList } from "@/components/marketing/faq-list";
import { PageHeader } from "@/components/marketing/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { faqPageLd, topicServiceLd, topicWebPageLd } from "@/components/seo/structured-data";
import { TOPIC_LABEL, topicPath } from "@/content/topic-routes";
import { TopicPoints } from "./topic-points";
import { SampleMessages } from "./sample-messages";
import { RelatedTopics } from "./related-topics";
import { TopicCta } from "./topic-cta";
import { IntentLink as Link } from "@/components/site/intent-link";
import { OPT_IN_CHECK_PATH } from "@/lib/navigation/routes";

/** One industry or solution page: what it texts, its rules, samples, FAQ, related pages and the CTA. */
export function TopicArticle({
  hub,
  kind,
  page,
  pages,
}: {
  hub: Hub;
  kind: TopicKind;
  page: TopicPage;
  pages: readonly TopicPage[];
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <JsonLd data={topicWebPageLd(hub, kind, page)} />
      <JsonLd data={topicServiceLd(hub, kind, page)} />
      <JsonLd data={faqPageLd(page.faq)} />
      <Breadcrumbs
        hub={hub}
        trail={[
          { name: TOPIC_LABEL[kind], path: topicPath(kind) },
          { name: page.name, path: topicPath(kind, page.slug) },
        ]}
      />
      <PageHeader title={page.headline} intro={page.intro} />
      <TopicPoints id="uses-heading" section={page.uses} />
      <TopicPoints id="rules-heading" section={page.rules} />
      <p className="mt-6 text-sm text-muted-foreground" data-testid="topic-opt-in-check">
        Registering a campaign?{" "}
        <Link href={OPT_IN_CHECK_PATH} className="font-medium text-brand underline">
          Check your opt-in page
        </Link>{" "}
        against the rules carriers apply, free.
      </p>
      {page.ageGate ? (
        <aside
          aria-labelledby="age-gate-heading"
          className="mt-10 flex items-start gap-4 rounded-xl border-2 border-primary p-6"
          data-testid="age-gate"
        >
          <ShieldCheck className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 id="age-gate-heading" className="text-xl font-bold">
              {page.ageGate.heading}
            </h2>
            <p className="mt-2">{page.ageGate.text}</p>
          </div>
        </aside>
      ) : null}
      <SampleMessages samples={page.samples} sender={page.sender} />
      <section aria-labelledby="topic-faq-heading" className="mt-14">
        <h2 id="topic-faq-heading" className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">
          Questions {kind === "industries" ? page.name.toLowerCase() : "people"} ask
        </h2>
        <FaqList items={page.faq} />
      </section>
      <RelatedTopics kind={kind} page={page} pages={pages} />
      <TopicCta page={page} plans={getContent(hub.id).pricing.plans} />
    </div>
  );
}
