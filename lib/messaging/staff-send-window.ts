import "server-only";
import { serverEnv } from "@/lib/config/server-env";
import { nextAllowedSend, type AllowedSend } from "./quiet-hours";

/** When a text staff start to `phone` may go, by QUIET_HOURS in the recipient's zone. */
export function staffSendWindow(): (phone: string, now: Date) => Promise<AllowedSend> {
  const window = serverEnv().QUIET_HOURS;
  return (phone, now) => nextAllowedSend(phone, now, window);
}
