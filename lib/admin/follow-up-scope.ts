import "server-only";
import { adminActor, type AdminSession } from "@/lib/auth/admin-session";
import { localTime } from "@/lib/backend/core/follow-up";
import { serverEnv } from "@/lib/config/server-env";

/** What "mine" and "due" mean for this staff member now: their name and the office's local day. */
export function followUpScope(session: AdminSession, now: Date = new Date()): { me: string; today: string } {
  return { me: adminActor(session), today: localTime(now, serverEnv().TZ).day };
}
