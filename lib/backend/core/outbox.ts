import type { HubId } from "../../hubs/registry.ts";
import { HUBS } from "../../hubs/registry.ts";
import { codeEmail, codeSms, type CodePurpose } from "../templates/index.ts";
import type { Channel } from "../../types/backend.ts";
import type { Db } from "./db.ts";

export interface OutgoingMessage {
  channel: Channel | "webhook";
  /** An address, an E.164 number, or the webhook URL. */
  to: string;
  subject: string | null;
  /** Plain text (email, SMS) or the JSON payload (webhook). */
  body: string;
  html?: string | null;
  kind: "verification" | "notification";
  hubId?: HubId | null;
  /** The body holds a code: replace it once sent. */
  redact?: boolean;
  /** When the code in it stops working: the worker never sends it after that. */
  expiresAt?: Date | null;
  /** Email: where Reply goes (a lead alert answers to the lead). */
  replyTo?: string | null;
  /** A client program's text: sent from its own number, and held back once the number said STOP to it. */
  from?: string | null;
  programId?: string | null;
  /** A text staff started: not before this time (the recipient's window), checked again when it is sent. */
  notBefore?: Date | null;
  quietHours?: boolean;
  /** The recipient's zone, to show when it goes. */
  localZone?: string | null;
  /** The rule that holds it until `notBefore` ("Texas: not before noon on Sunday — …"). */
  heldBy?: string | null;
}

/** Every message goes to the outbox; the outbox worker (lib/messaging) sends it after the request. */
export async function enqueue(db: Db, message: OutgoingMessage, now: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into outbox (channel, "to", subject, body, html, kind, hub_id, redact, status, next_attempt_at, created_at, expires_at,
                         reply_to, from_number, program_id, quiet_hours, local_zone, held_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $14, $9, $10, $11, $12, $13, $15, $16, $17) returning id`,
    [
      message.channel,
      message.to,
      message.subject,
      message.body,
      message.html ?? null,
      message.kind,
      message.hubId ?? null,
      message.redact ?? false,
      now.toISOString(),
      message.expiresAt ? message.expiresAt.toISOString() : null,
      message.replyTo ?? null,
      message.from ?? null,
      message.programId ?? null,
      (message.notBefore ?? now).toISOString(),
      message.quietHours ?? false,
      message.localZone ?? null,
      message.heldBy ?? null,
    ],
  );
  return rows[0].id;
}

/** A code to an email (with the one-click link when there is one) or a phone. */
export function codeMessage(
  hubId: HubId,
  purpose: CodePurpose,
  channel: Channel,
  to: string,
  code: string,
  link: string | null,
  expiresAt: Date | null = null,
): OutgoingMessage {
  const hub = HUBS[hubId];
  if (channel === "sms") {
    return {
      channel,
      to,
      subject: null,
      body: codeSms(hub, purpose, code),
      kind: "verification",
      hubId,
      redact: true,
      expiresAt,
    };
  }
  const email = codeEmail(hub, purpose, code, link);
  return {
    channel,
    to,
    subject: email.subject,
    body: email.text,
    html: email.html,
    kind: "verification",
    hubId,
    redact: true,
    expiresAt,
  };
}
