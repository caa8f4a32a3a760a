import { IntentLink as Link } from "./intent-link";
import type { Hub } from "@/lib/hubs";
import { FOOTER_LINKS } from "@/lib/navigation/routes";
import { hubIdentity } from "@/lib/hubs/identity";
import { TOPIC_LABEL, hubTopics, topicPath } from "@/content/topic-routes";
import { HubLogo } from "./hub-logo";

/** On phones every footer link is a 44 px tap target; from md up they sit in a line. */
const TAP = "inline-flex min-h-11 min-w-11 items-center md:min-h-0 md:min-w-0";

/** Footer: the hub's contact details and hours, links, and the copyright line for 2025. */
export function SiteFooter({ hub }: { hub: Hub }) {
  const { supportPhone, supportHours } = hubIdentity(hub.id);
  const topics = hubTopics(hub.id);
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1fr_auto] md:items-start">
        <div className="space-y-3">
          <HubLogo hub={hub.id} />
          <address className="text-sm text-muted-foreground not-italic" data-testid="footer-contact">
            <a href={`mailto:${hub.supportEmail}`} className={`${TAP} hover:text-foreground hover:underline`}>
              {hub.supportEmail}
            </a>
            <br />
            <a href={`tel:${supportPhone.e164}`} className={`${TAP} hover:text-foreground hover:underline`}>
              {supportPhone.display}
            </a>
            <span className="block">{supportHours}</span>
          </address>
        </div>
        {/* The links take the lists' muted color (links inherit it), written once per list, not per link. */}
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground md:gap-y-2">
            {FOOTER_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className={`${TAP} hover:text-foreground hover:underline`}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {topics ? (
          <nav aria-label={TOPIC_LABEL[topics.kind]} className="md:col-span-2">
            <p className="text-sm font-semibold">
              <Link href={topicPath(topics.kind)} className={`${TAP} hover:underline`}>
                {TOPIC_LABEL[topics.kind]}
              </Link>
            </p>
            <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted-foreground md:gap-y-1">
              {topics.pages.map((page) => (
                <li key={page.slug}>
                  <Link
                    href={topicPath(topics.kind, page.slug)}
                    className={`${TAP} hover:text-foreground hover:underline`}
                  >
                    {page.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="text-sm text-muted-foreground md:col-span-2">© 2025 {hub.name}. All rights reserved.</p>
      </div>
    </footer>
  );
}
