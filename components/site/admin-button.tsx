"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Lock, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AccessCodeDialog } from "@/components/admin/access-code-dialog";
import {
  ADMIN_KEYS_EVENT,
  adminParam,
  chooseVariant,
  clearAdminKeys,
  isLocalhostName,
  readStoredKeys,
  storeAdminKeys,
  unlockWithCode,
  withoutAdminParam,
  type AdminButtonVariant,
} from "@/lib/admin/button-state";

/**
 * SPEC §4 floating admin button, bottom-left of every page. Decided in the
 * browser after load (pages are static): localhost or valid keys → shield;
 * `?admin=<code>` → checked by the server, then removed from the address.
 * The code is never in this bundle: only the server knows it.
 */
export function AdminButton() {
  const [variant, setVariant] = useState<AdminButtonVariant>("hidden");
  const router = useRouter();

  useEffect(() => {
    let cancelled = false;
    const param = adminParam(window.location.search);
    // The code must not stay in the address bar or in history (SPEC §4 rule 3).
    if (param !== null) window.history.replaceState(window.history.state, "", withoutAdminParam(window.location.href));
    const localhost = isLocalhostName(window.location.hostname);
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
    <div className="fixed bottom-4 left-4 z-50" data-testid="admin-button" data-variant={variant}>
      {variant === "shield" ? (
        <Button asChild size="icon" className="rounded-full shadow-lg">
          <a href="/admin" aria-label="Admin dashboard">
            <ShieldCheck aria-hidden />
          </a>
        </Button>
      ) : (
        <AccessCodeDialog
          onUnlocked={() => {
            storeAdminKeys(window.localStorage, Date.now());
            router.push("/admin");
          }}
        >
          <Button size="icon" variant="secondary" className="rounded-full shadow-lg" aria-label="Admin sign-in">
            <Lock aria-hidden />
          </Button>
        </AccessCodeDialog>
      )}
    </div>
  );
}
