"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import {
  ADMIN_KEYS_EVENT,
  adminParam,
  chooseVariant,
  clearAdminKeys,
  readStoredKeys,
  storeAdminKeys,
  unlockWithCode,
  withoutAdminParam,
  type AdminButtonVariant,
} from "@/lib/admin/button-state";
import { isLocalHostname } from "@/lib/hubs/host";

// Only the locked variant needs it, and that is rare: keep it out of every page's first load.
const AccessCodeDialog = dynamic(
  () => import("@/components/admin/access-code-dialog").then((m) => m.AccessCodeDialog),
  { ssr: false },
);

export interface AdminButtonClientProps {
  shieldIcon: ReactNode;
  lockIcon: ReactNode;
  shieldClassName: string;
  lockClassName: string;
}

/**
 * Decided in the browser after load (pages are static): localhost or valid
 * keys → shield; `?admin=<code>` → checked by the server, then removed from
 * the address. The code is never in this bundle: only the server knows it.
 */
export function AdminButtonClient({ shieldIcon, lockIcon, shieldClassName, lockClassName }: AdminButtonClientProps) {
  const [variant, setVariant] = useState<AdminButtonVariant>("hidden");
  const [dialogOpen, setDialogOpen] = useState(false);
  const lockRef = useRef<HTMLButtonElement>(null);
  const router = useRouter();

  useEffect(() => {
    let cancelled = false;
    const param = adminParam(window.location.search);
    // The code must not stay in the address bar or in history.
    if (param !== null) window.history.replaceState(window.history.state, "", withoutAdminParam(window.location.href));
    const localhost = isLocalHostname(window.location.hostname);
    let paramAccepted = false;

    function update() {
      const keys = readStoredKeys(window.localStorage, Date.now());
      if (keys === "expired") clearAdminKeys(window.localStorage);
      if (!cancelled) setVariant(chooseVariant({ localhost, keys, param, paramAccepted }));
    }

    async function start() {
      if (param) {
        paramAccepted = (await unlockWithCode(param)).ok;
        if (paramAccepted) storeAdminKeys(window.localStorage, Date.now());
      }
      update();
    }
    void start();
    // Sign-in and sign-out elsewhere (this tab or another) change the keys.
    window.addEventListener(ADMIN_KEYS_EVENT, update);
    window.addEventListener("storage", update);
    return () => {
      cancelled = true;
      window.removeEventListener(ADMIN_KEYS_EVENT, update);
      window.removeEventListener("storage", update);
    };
  }, []);

  if (variant === "hidden") return null;

  return (
    <aside
      aria-label="Admin access"
      className="fixed bottom-4 left-4 z-50"
      data-testid="admin-button"
      data-variant={variant}
    >
      {variant === "shield" ? (
        <a href="/admin" aria-label="Admin dashboard" className={shieldClassName}>
          {shieldIcon}
        </a>
      ) : (
        <>
          <button
            ref={lockRef}
            type="button"
            aria-label="Admin sign-in"
            aria-haspopup="dialog"
            aria-expanded={dialogOpen}
            className={lockClassName}
            onClick={() => setDialogOpen(true)}
          >
            {lockIcon}
          </button>
          <AccessCodeDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            returnFocusTo={lockRef}
            onUnlocked={() => {
              storeAdminKeys(window.localStorage, Date.now());
              router.push("/admin");
            }}
          />
        </>
      )}
    </aside>
  );
}
