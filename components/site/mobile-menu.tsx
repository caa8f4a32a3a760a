"use client";

import { useEffect, useId, useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Menu, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NAV_LINKS } from "@/lib/routes";
import { NavLinks } from "./nav-links";

const MENU_LINKS = NAV_LINKS.filter((l) => l.href !== "/contact");

/**
 * SPEC §2: the mobile menu toggles and lists Home, Pricing, About, FAQ, Demo,
 * then Contact, SignUp, LogIn; on small screens LogIn goes to /admin.
 * Choosing a link closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const pathname = usePathname();
  const [menuPath, setMenuPath] = useState(pathname);
  const close = () => setOpen(false);

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

  return (
    <div className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X /> : <Menu />}
      </Button>
      {open && (
        <nav
          id={id}
          aria-label="Mobile"
          className="absolute inset-x-0 top-16 z-40 border-b bg-background px-4 pb-4 shadow-lg"
        >
          <NavLinks
            className="flex flex-col gap-1 py-2"
            linkClassName="block text-base"
            onNavigate={close}
            links={MENU_LINKS}
          />
          <div className="flex flex-col gap-2 border-t pt-3">
            <Button asChild variant="outline">
              <Link href="/contact" onClick={close}>Contact</Link>
            </Button>
            <Button asChild>
              <a href="/signup" onClick={close}>SignUp</a>
            </Button>
            <Button asChild variant="secondary">
              <Link href="/admin" onClick={close}>LogIn</Link>
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}
