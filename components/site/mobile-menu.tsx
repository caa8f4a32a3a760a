"use client";

import { useEffect, useId, useState, type MouseEvent, type ReactNode } from "react";
import { usePathname } from "next/navigation";

export interface MobileMenuProps {
  /** The menu's links and buttons, rendered on the server (SiteHeader). */
  children: ReactNode;
  buttonClassName: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
}

/**
 * The mobile menu toggles; selecting a link closes it. The
 * items themselves come from the server, so this leaf holds only state.
 */
export function MobileMenu({ children, buttonClassName, openIcon, closeIcon }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const pathname = usePathname();
  const [menuPath, setMenuPath] = useState(pathname);

  // A navigation by any means (back button, link) closes the menu.
  if (pathname !== menuPath) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  function closeOnLink(e: MouseEvent<HTMLElement>) {
    if ((e.target as Element).closest("a")) setOpen(false);
  }

  return (
    <div className="md:hidden">
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? closeIcon : openIcon}
      </button>
      {open && (
        <nav
          id={id}
          aria-label="Mobile"
          onClick={closeOnLink}
          className="absolute inset-x-0 top-16 z-40 border-b bg-background px-4 pb-4 shadow-lg"
        >
          {children}
        </nav>
      )}
    </div>
  );
}
