import type { Channel } from "../types.ts";
import type { Db } from "./db.ts";

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string | null;
  body: string;
  kind: "verification" | "notification";
}

/** Messages that would be sent go to the outbox (DESIGN.md "Backend"); the admin dashboard shows them. */
export async function enqueue(db: Db, message: OutgoingMessage, now: Date): Promise<void> {
  await db.query(`insert into outbox (channel, "to", subject, body, kind, created_at) values ($1, $2, $3, $4, $5, $6)`, [
    message.channel,
    message.to,
    message.subject,
    message.body,
    message.kind,
    now.toISOString(),
  ]);
}

export function verificationMessage(hubName: string, channel: Channel, to: string, code: string): OutgoingMessage {
  const body = `Your ${hubName} verification code is ${code}. It expires in 15 minutes.`;
  return {
    channel,
    to,
    subject: channel === "email" ? `Your ${hubName} verification code` : null,
    body,
    kind: "verification",
  };
}
