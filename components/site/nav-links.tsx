"use client";

import { IntentLink as Link } from "./intent-link";
import { usePathname } from "next/navigation";
import { NAV_LINKS, isActivePath } from "@/lib/navigation/routes";

export interface NavLinksProps {
  className?: string;
  linkClassName?: string;
  links?: ReadonlyArray<{ href: string; label: string }>;
}

/** One class (app/globals.css): it repeats for every link in markup and payload. */
const BASE = "nav-link";

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
