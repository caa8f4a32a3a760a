import "server-only";
import type { HubId } from "@/lib/hubs/registry";
import type { VitalsBeacon } from "@/lib/validation/vitals";
import { appendAudit, type AuditInput } from "../core/audit.ts";
import type { Db } from "../core/db.ts";
import { readHealth, type DeliveryThresholds } from "../core/health.ts";
import { findReply, leadsByPhone, listReplies, markReplyOptOut, type MarkOptOut } from "../core/replies.ts";
import { applyInbound, type InboundMessage } from "../inbound";
import { migrationState, pendingMigrations } from "../migrations";
import { programStores } from "../programs/index";
import { adminSessionStore } from "./admin-sessions";
import { redeemFormToken } from "./form-tokens";
import { retryDeadAs } from "./outbox";
import { recordDeliveryStatus } from "./outbox-queue";
import { finishStaffSignIn, startStaffSignIn } from "./staff-sign-in";
import { recordBeacon, speedReport } from "./vitals";

/**
 * The named reads and writes of the process's own tables, on its database in every backend mode (the Edge
 * Functions never touch them): what route handlers, pages and server actions call instead of SQL.
 */
export function processStores(db: Db) {
  return {
    vitals: {
      /** One beacon's samples, in one statement. */
      record: (beacon: VitalsBeacon) => recordBeacon(db, beacon),
      /** The speed page's percentiles for the UTC days of the period. */
      speedReport: (period: { from: string; to: string }) => speedReport(db, period),
    },
    formTokens: {
      /** Check a contact form token and spend it: a second use is refused as expired. */
      redeem: (token: string | null | undefined) => redeemFormToken(db, token),
    },
    outbox: {
      /** Retry a dead message under the actor's name (audited); whether there was one. */
      retryDead: (id: string, actor: string) => retryDeadAs(db, id, actor, new Date()),
      /** A Twilio status callback: delivered, undelivered or failed with the carrier's code; whether a row matched. */
      recordDeliveryStatus: (providerId: string, status: string, errorCode: string | null) =>
        recordDeliveryStatus(db, providerId, status, errorCode),
    },
    inbound: {
      /** One inbound text, applied once per MessageSid in one transaction; the answer to send back. */
      apply: (message: InboundMessage) => applyInbound(db, message),
    },
    programs: programStores(db),
    /** Staff sessions: recorded at sign-in, checked on every admin request, revoked at sign-out. */
    adminSessions: adminSessionStore(db),
    audit: {
      /** One audit row, with its author (staff signing in and out). */
      append: (entry: AuditInput) => appendAudit(db, entry),
    },
    staffSignIn: {
      /** Email a sign-in code to a listed address (the same answer and work for any address). */
      start: (email: string, ctx: { hub: HubId }) => startStaffSignIn(email, ctx, { db }),
      /** The normalized email when the code is one of its live ones; else 401 "Invalid or expired code". */
      finish: (email: string, code: string) => finishStaffSignIn(email, code, { db }),
    },
    replies: {
      /** One page of kept replies, newest first: to a program's number, or (null) to ours. */
      list: (programId: string | null, query: { cursor?: string } = {}) => listReplies(db, programId, query),
      /** The lead each of these numbers belongs to, by number. */
      leadsByPhone: (phones: readonly string[]) => leadsByPhone(db, phones),
      /** One kept reply, or null. */
      find: (id: string) => findReply(db, id),
      /** Staff read a reply as a request to stop: the opt-out in their name, audited; 409 when already marked. */
      markOptOut: (id: string, mark: MarkOptOut) => markReplyOptOut(db, id, mark),
    },
    migrations: {
      /** The migration files the database has not applied. */
      pending: () => pendingMigrations(db),
    },
    health: {
      /** The migration ledger first, then (with none pending) delivery health and the outbox backlog. */
      read: async (now: Date, thresholds: DeliveryThresholds) => {
        const state = await migrationState(db);
        return { ...state, health: state.pending.length > 0 ? null : await readHealth(db, now, thresholds) };
      },
    },
  };
}

export type ProcessStores = ReturnType<typeof processStores>;
