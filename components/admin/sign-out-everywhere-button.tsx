"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { MonitorX } from "lucide-react";
import { toast } from "sonner";
import { SidebarMenuButton } from "@/components/ui/sidebar";
import { clearAdminKeys } from "@/lib/admin/button-state";
import { request } from "@/lib/browser/api-client";

/**
 * Ends every session of the signed-in staff member, on every device. A plain
 * form, so it works without JavaScript too (the server answers with the
 * sign-in page).
 */
export function SignOutEverywhereButton() {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  async function signOutEverywhere(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await request("/api/admin/session/everywhere", { method: "POST" });
      clearAdminKeys(window.localStorage);
      router.push("/");
      router.refresh();
    } catch {
      setBusy(false);
      toast.error("Sign-out failed", { description: "Please try again." });
    }
  }
  return (
    <form method="post" action="/api/admin/session/everywhere" onSubmit={signOutEverywhere}>
      <SidebarMenuButton type="submit" disabled={busy} title="Sign out everywhere">
        <MonitorX aria-hidden />
        <span>Sign out everywhere</span>
      </SidebarMenuButton>
    </form>
  );
}
