import type { useRouter } from "next/navigation";
import { storeAdminKeys } from "@/lib/admin/button-state";

/**
 * After a sign-in on the gate: the floating button's keys are stored and the
 * dashboard renders again on the server, now with the session cookie.
 */
export function enterAdmin(router: ReturnType<typeof useRouter>): void {
  storeAdminKeys(window.localStorage, Date.now());
  router.replace("/admin");
  router.refresh();
}
