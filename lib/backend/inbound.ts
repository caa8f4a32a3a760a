import { readReply } from "@/lib/compliance/reply-words";
import { HUBS, type HubId } from "@/lib/hubs/registry";
import {
  helpSms,
  notSubscribedSms,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
  smsConfirmedReply,
} from "@/lib/backend/templates";
import { parsePhone } from "@/lib/validation/phone";
import { inTransaction, type Db } from "./core/db.ts";
import { recordInboundText } from "./core/lead-inbound.ts";
import { recordSmsKeyword, smsConsent } from "./core/opt-out.ts";
import { keepReply } from "./core/replies.ts";
import { programInbound } from "./programs/inbound";
import { publishedProgramByNumber } from "./programs/store";

export interface InboundMessage {
  /** Twilio's MessageSid: the same on every retry of one text. */
  messageSid: string | null;
  from: string;
  to: string;
  body: string;
  /** The URL Twilio called, kept with a consent record as where it was given. */
  pageUrl: string;
  ip: string;
  userAgent: string;
  hubId: HubId;
  now: Date;
}

export interface InboundAnswer {
  /** The text we answer with (TwiML), or null. */
  reply: string | null;
  /** A retry of a text already applied: nothing was recorded again. */
  repeated: boolean;
  /** It was a client program's: its keyword may have queued a confirmation text. */
  program: boolean;
}

/**
 * One inbound text, applied once, in one transaction: its MessageSid is
 * claimed first (a retry that arrives meanwhile waits on the key, then finds
 * it and gets the same answer, changing nothing); then a text to a client
 * program's number acts on that program alone (lib/backend/programs/inbound.ts), and
 * one to ours is read by the same rules; a lead's number gets the text and
 * our answer in its thread. A STOP is committed before the answer leaves.
 */
export async function applyInbound(db: Db, message: InboundMessage): Promise<InboundAnswer> {
  const raw = message.from.trim();
  const parsed = raw ? parsePhone(raw) : null;
  // The ledger keys consent by +E.164, the form the number was typed in.
  const from = parsed?.ok ? parsed.value : raw;
  const to = parsePhone(message.to.trim());
  return inTransaction(db, async (tx) => {
    if (message.messageSid) {
      const claimed = await tx.query(
        `insert into inbound_messages (message_sid, received_at) values ($1, $2) on conflict do nothing returning message_sid`,
        [message.messageSid, message.now.toISOString()],
      );
      if (claimed.rows.length === 0) {
        const seen = await tx.query<{ reply: string | null }>(
          `select reply from inbound_messages where message_sid = $1`,
          [message.messageSid],
        );
        return { reply: seen.rows[0]?.reply ?? null, repeated: true, program: false };
      }
    }
    const evidence = { pageUrl: message.pageUrl, ip: message.ip, userAgent: message.userAgent, hubId: message.hubId };
    // A text to a client program's number is that program's: its YES, HELP and STOP act on it alone.
    const program = to.ok ? await publishedProgramByNumber(tx, to.value) : null;
    const reply = program
      ? await programInbound(tx, program, {
          ...evidence,
          from,
          body: message.body,
          messageSid: message.messageSid,
          now: message.now,
        })
      : await apply(tx, message, from, parsed?.ok === true);
    if (message.messageSid && reply)
      await tx.query(`update inbound_messages set reply = $2 where message_sid = $1`, [message.messageSid, reply]);
    return { reply, repeated: false, program: program !== null };
  });
}

/**
 * A text to one of our own numbers, read by the same engine as a program's: any opt-out wording ends our
 * texts with one confirmation (none to a number already opted out); YES, START or UNSTOP confirm only a
 * pending request or resume texts the number stopped, and from anyone else are no consent (the answer says
 * how to ask); every other reply is kept for staff.
 */
async function apply(tx: Db, message: InboundMessage, from: string, isNumber: boolean): Promise<string | null> {
  const evidence = { pageUrl: message.pageUrl, ip: message.ip, userAgent: message.userAgent, hubId: message.hubId };
  const hub = HUBS[message.hubId];
  const reading = readReply(message.body);
  let reply: string | null = null;
  if (reading.intent === "help") {
    reply = helpSms(hub);
  } else if (from && reading.intent !== "other") {
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`sms-consent:${from}`]);
    const consent = await smsConsent(tx, from);
    const record = (granted: boolean) =>
      recordSmsKeyword(tx, { ...evidence, phone: from, granted, text: message.body, now: message.now });
    const yes =
      reading.matched
        ?.trim()
        .toUpperCase()
        .replace(/[.!]+$/, "") === "YES";
    if (reading.intent === "opt-out") {
      await record(false);
      reply = consent.state === "opted-out" ? null : OPT_OUT_CONFIRMATION;
    } else if (consent.state === "confirmed") {
      reply = yes ? smsConfirmedReply(hub) : OPT_IN_CONFIRMATION;
    } else if (consent.state === "pending" || (consent.state === "opted-out" && consent.everConfirmed)) {
      await record(true);
      reply = yes ? smsConfirmedReply(hub) : OPT_IN_CONFIRMATION;
    } else {
      reply = notSubscribedSms(hub);
    }
  } else if (from && reading.intent === "other") {
    await keepReply(tx, {
      programId: null,
      phone: from,
      body: message.body,
      providerId: message.messageSid,
      now: message.now,
    });
  }
  // A lead's number: the text and our answer join its thread on the lead page.
  if (isNumber) {
    await recordInboundText(tx, {
      phone: from,
      body: message.body,
      providerId: message.messageSid,
      reply,
      now: message.now,
    });
  }
  return reply;
}
