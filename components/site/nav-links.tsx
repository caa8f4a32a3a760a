"use client";

import { IntentLink as Link } from "./intent-link";
import { usePathname } from "next/navigation";
import { NAV_LINKS, isActivePath } from "@/lib/routes";

export interface NavLinksProps {
  className?: string;
  linkClassName?: string;
  links?: ReadonlyArray<{ href: string; label: string }>;
}

const BASE =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-brand";

/**
 * Top navigation links; the active route carries aria-current="page" and is
 * highlighted through it. Plain class strings, no tailwind-merge:
 * this is a client leaf and its bytes count (JavaScript budget).
 */
export function NavLinks({ className, linkClassName = "", links = NAV_LINKS }: NavLinksProps) {
  const pathname = usePathname() ?? "/";
  return (
    <ul className={className}>
      {links.map(({ href, label }) => (
        <li key={href}>
          <Link
            href={href}
            aria-current={isActivePath(pathname, href) ? "page" : undefined}
            className={`${BASE} ${linkClassName}`}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
