"use client";

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import { usePathname } from "next/navigation";

export interface MobileMenuProps {
  /** The menu's links and buttons, rendered on the server (SiteHeader). */
  children: ReactNode;
  buttonClassName: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
}

/**
 * Shown only while the menu is open; the wrapper is a `group`, so CSS swaps
 * the icon and the button's name with no script.
 */
const WHEN_CLOSED = "inline-flex group-has-[:popover-open]:hidden";
const WHEN_OPEN = "hidden group-has-[:popover-open]:inline-flex";

/**
 * The panel: its own color in both themes, a backdrop below the header, and
 * every link and button a tap target of at least 44 × 44 px.
 */
const PANEL =
  "fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto " +
  "border-0 border-b bg-muted px-4 pb-4 text-foreground shadow-lg md:hidden dark:bg-card " +
  "backdrop:top-16 backdrop:bg-black/50 [&_a]:min-h-11 [&_a]:min-w-11 [&_li>a]:flex [&_li>a]:items-center";

/**
 * The mobile menu is an HTML popover: the button opens and closes it, Escape
 * and a tap outside close it, and focus goes back to the button, all from the
 * first paint, before (and without) the page's JavaScript. The browser
 * exposes the button's expanded state from `popovertarget`; once hydrated,
 * this leaf also writes aria-expanded, and closes the menu when a link is
 * chosen or the path changes (a client navigation keeps the header mounted).
 */
export function MobileMenu({ children, buttonClassName, openIcon, closeIcon }: MobileMenuProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const menuPath = useRef(pathname);

  useEffect(() => {
    const nav = menu.current;
    const toggle = button.current;
    if (!nav || !toggle) return;
    const sync = () => toggle.setAttribute("aria-expanded", String(nav.matches(":popover-open")));
    sync();
    nav.addEventListener("toggle", sync);
    return () => nav.removeEventListener("toggle", sync);
  }, []);

  // Not on mount: a menu opened before hydration stays open.
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    close(menu.current);
  }, [pathname]);

  function closeOnLink(e: MouseEvent<HTMLElement>) {
    if ((e.target as Element).closest("a")) close(menu.current);
  }

  return (
    <div className="group md:hidden">
      <button ref={button} type="button" className={buttonClassName} popoverTarget={id}>
        <span className={WHEN_CLOSED}>
          {openIcon}
          <span className="sr-only">Open menu</span>
        </span>
        <span className={WHEN_OPEN}>
          {closeIcon}
          <span className="sr-only">Close menu</span>
        </span>
      </button>
      <nav ref={menu} id={id} popover="auto" aria-label="Mobile" onClick={closeOnLink} className={PANEL}>
        {children}
      </nav>
    </div>
  );
}

/** Hiding returns focus to the button when it was inside the menu. */
function close(nav: HTMLElement | null) {
  if (nav?.matches(":popover-open")) nav.hidePopover();
}
