"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { NAV_LINKS, isActivePath } from "@/lib/routes";
import { cn } from "@/lib/utils";

export interface NavLinksProps {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
  links?: ReadonlyArray<{ href: string; label: string }>;
}

/** Top navigation links; the active route carries aria-current="page" (SPEC §2). */
export function NavLinks({ className, linkClassName, onNavigate, links = NAV_LINKS }: NavLinksProps) {
  const pathname = usePathname() ?? "/";
  return (
    <ul className={className}>
      {links.map(({ href, label }) => {
        const active = isActivePath(pathname, href);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                active && "bg-accent text-brand",
                linkClassName,
              )}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
