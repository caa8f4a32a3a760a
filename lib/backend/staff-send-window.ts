import "server-only";
import type { SendWindowFn } from "./core/deps";
import { serverEnv } from "@/lib/config/server-env";
import { nextAllowedSend } from "@/lib/compliance/quiet-hours";

/** When a text staff start to `phone` may go: QUIET_HOURS, the federal hours and the state's row and cap. */
export function staffSendWindow(): SendWindowFn {
  const window = serverEnv().QUIET_HOURS;
  return (phone, now, recipient) => nextAllowedSend(phone, now, window, recipient);
}
