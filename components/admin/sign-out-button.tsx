"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import { SidebarMenuButton } from "@/components/ui/sidebar";
import { clearAdminKeys } from "@/lib/admin/button-state";
import { request } from "@/lib/browser/api-client";
import { useHydrated } from "@/hooks/use-hydrated";

/** Ends the server session and removes the admin-session keys from local storage, so the shield goes too. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  // A click before the script runs would do nothing: the button waits for it.
  const hydrated = useHydrated();
  async function signOut() {
    setBusy(true);
    try {
      await request("/api/admin/session", { method: "DELETE" });
      clearAdminKeys(window.localStorage);
      router.push("/");
      router.refresh();
    } catch {
      setBusy(false);
      toast.error("Sign-out failed", { description: "Please try again." });
    }
  }
  return (
    <SidebarMenuButton onClick={signOut} disabled={busy || !hydrated} title="Sign out">
      <LogOut aria-hidden />
      <span>Sign out</span>
    </SidebarMenuButton>
  );
}
