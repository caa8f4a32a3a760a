import type { OutboxMessage } from "@/lib/types/backend";

const CODE = /\b\d{6}\b/g;
const LINK = /https?:\/\/\S+/g;

/**
 * With a provider for its channel, a code is the recipient's alone while it
 * still works: staff see it masked (and its one-click link hidden). With no
 * provider the outbox is how a developer reads the code, so it stays.
 */
export function maskValidCodes(
  items: OutboxMessage[],
  providers: { email: boolean; sms: boolean },
  now: Date,
): OutboxMessage[] {
  return items.map((m) => {
    const provided = m.channel === "email" ? providers.email : m.channel === "sms" ? providers.sms : false;
    const valid = !m.expiresAt || new Date(m.expiresAt).getTime() > now.getTime();
    if (!m.holdsCode || !provided || !valid) return m;
    return { ...m, body: m.body.replace(LINK, "[link hidden]").replace(CODE, "••••••") };
  });
}

/** "42 s", "5 min", "3 h", "2 d": how long ago, for the outbox list. */
export function ageText(fromIso: string, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(fromIso).getTime()) / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}
