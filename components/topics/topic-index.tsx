import { IntentLink as Link } from "@/components/site/intent-link";
import type { Hub } from "@/lib/hubs";
import type { TopicKind, TopicPage } from "@/content";
import { TOPIC_INDEX } from "@/content/topic-index";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { PageHeader } from "@/components/marketing/page-header";
import { TOPIC_LABEL, topicPath } from "@/content/topic-routes";

/** The topic index: a card per page with its name, description and link. */
export function TopicIndex({ hub, kind, pages }: { hub: Hub; kind: TopicKind; pages: readonly TopicPage[] }) {
  const copy = TOPIC_INDEX[hub.id];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <Breadcrumbs hub={hub} trail={[{ name: TOPIC_LABEL[kind], path: topicPath(kind) }]} />
      <PageHeader title={copy.headline} intro={copy.intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.slug} className="flex flex-col rounded-xl border bg-card p-6">
            <h2 className="text-xl font-bold">{page.name}</h2>
            <p className="mt-2 flex-1 text-muted-foreground">{page.description}</p>
            <Link
              href={topicPath(kind, page.slug)}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline"
            >
              <span>
                {page.name}: how it works<span aria-hidden="true">&nbsp;→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
