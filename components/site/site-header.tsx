import { IntentLink as Link } from "./intent-link";
import { Menu } from "@/components/ui/icons/menu";
import { Moon } from "@/components/ui/icons/moon";
import { Sun } from "@/components/ui/icons/sun";
import { X } from "@/components/ui/icons/x";
import type { Hub } from "@/lib/hubs";
import { Button, buttonVariants } from "@/components/ui/button";
import { NAV_LINKS } from "@/lib/navigation/routes";
import { HubLogo } from "./hub-logo";
import { NavLinks } from "./nav-links";
import { MobileMenu } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";

export interface SiteHeaderProps {
  hub: Hub;
}

/** The mobile menu lists Home … Demo, then the Contact, SignUp, LogIn buttons. */
const MENU_LINKS = NAV_LINKS.filter((l) => l.href !== "/contact");
/** 44 px tap targets on phones, 40 px from md up. */
const ICON_BUTTON = buttonVariants({ variant: "ghost", size: null, className: "size-11 md:size-10" });

/**
 * Top navigation. Server component: icons and button classes are
 * rendered here and handed to the small client leaves (JavaScript budget).
 * Desktop LogIn goes through /login, which redirects to the brand's app
 * login address; on small screens LogIn goes to /admin.
 * /signup and /login are plain anchors: they redirect off-site.
 */
export function SiteHeader({ hub }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex min-h-11 items-center rounded-md" aria-label={`${hub.name} home`}>
          <HubLogo hub={hub.id} />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle className={ICON_BUTTON}>
            <Sun aria-hidden="true" className="dark:hidden" />
            <Moon aria-hidden="true" className="hidden dark:block" />
          </ThemeToggle>
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="outline" size="sm">
              <Link href="/contact">Contact</Link>
            </Button>
            <Button asChild size="sm">
              <a href="/signup">SignUp</a>
            </Button>
            <Button asChild variant="secondary" size="sm">
              <a href="/login">LogIn</a>
            </Button>
          </div>
          <MobileMenu
            buttonClassName={ICON_BUTTON}
            openIcon={<Menu aria-hidden="true" />}
            closeIcon={<X aria-hidden="true" />}
          >
            <NavLinks
              className="flex flex-col gap-1 py-2"
              linkClassName="flex min-h-11 items-center text-base"
              links={MENU_LINKS}
            />
            <div className="flex flex-col gap-2 border-t pt-3">
              <Button asChild variant="outline" size="lg">
                <Link href="/contact">Contact</Link>
              </Button>
              <Button asChild size="lg">
                <a href="/signup">SignUp</a>
              </Button>
              <Button asChild variant="secondary" size="lg">
                <Link href="/admin">LogIn</Link>
              </Button>
            </div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
