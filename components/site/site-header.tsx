import Link from "next/link";
import type { Hub } from "@/lib/hubs";
import { Button } from "@/components/ui/button";
import { HubLogo } from "./hub-logo";
import { NavLinks } from "./nav-links";
import { MobileMenu } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";

export interface SiteHeaderProps {
  hub: Hub;
}

/** LogIn goes through /login, which redirects to the brand's app login address (SPEC §6). */
export function SiteHeader({ hub }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" className="rounded-md" aria-label={`${hub.name} home`}>
          <HubLogo hub={hub.id} />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
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
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
