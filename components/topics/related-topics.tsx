import { IntentLink as Link } from "@/components/site/intent-link";
import type { TopicKind, TopicPage } from "@/content";
import { topicPath } from "@/content/topic-routes";

/** The related pages a topic names (by slug, on the same hub), plus pricing and contact. */
export function RelatedTopics({
  kind,
  page,
  pages,
}: {
  kind: TopicKind;
  page: TopicPage;
  pages: readonly TopicPage[];
}) {
  const related = page.related.flatMap((slug) => pages.filter((p) => p.slug === slug));
  const links = [
    ...related.map((p) => ({ href: topicPath(kind, p.slug), label: p.name })),
    { href: "/pricing", label: "Pricing and plans" },
    { href: "/contact", label: "Contact us" },
  ];
  return (
    <nav aria-labelledby="related-heading" className="mt-14">
      <h2 id="related-heading" className="text-xl font-bold tracking-tight">
        {kind === "industries" ? "Related industries" : "Related solutions"}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              className="inline-flex min-h-11 items-center rounded-full border px-4 font-medium hover:bg-accent hover:text-accent-foreground"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
