import { IntentLink as Link } from "./intent-link";
import type { Hub } from "@/lib/hubs";
import { FOOTER_LINKS } from "@/lib/navigation/routes";
import { HubLogo } from "./hub-logo";

/** Footer links and the copyright line for 2025. */
export function SiteFooter({ hub }: { hub: Hub }) {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <HubLogo hub={hub.id} />
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="text-muted-foreground hover:text-foreground hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-muted-foreground">© 2025 {hub.name}. All rights reserved.</p>
      </div>
    </footer>
  );
}
