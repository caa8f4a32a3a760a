import { AppError } from "../../errors/app-error.ts";
import { HUB_IDS, type HubId } from "../../hubs/registry.ts";
import type {
  ConsentRecord,
  Lead,
  LeadDetail,
  LeadQuery,
  OutboxMessage,
  Page,
  PageTotal,
  VerificationSummary,
} from "../../types/backend.ts";
import { leadAudit } from "./audit.ts";
import { iso, isoOrNull, type Db } from "./db.ts";
import { AWAITING_FIRST_ANSWER, LEAD_COLUMNS, toLead, toSubmission } from "./lead-row.ts";
import { isCalendarDay } from "../../validation/calendar-day.ts";
import { leadNotes } from "./pipeline.ts";
import { leadMerges } from "./merge.ts";
import { possibleDuplicates } from "./person.ts";
import { smsConsent, smsConsentByHash } from "./opt-out.ts";
import { MAX_ATTEMPTS } from "./verification.ts";
import {
  cappedCount,
  COUNT_CAP,
  decodeCursor,
  estimatedRows,
  readBatches,
  readKeysetPage,
  type Keyset,
} from "./keyset.ts";

/** Admin reads. Never select code hashes or salts. Lists page by keyset, never by OFFSET. */
function pageSizeOf(pageSize = 25): number {
  return Math.min(100, Math.max(1, Math.floor(Number.isFinite(pageSize) ? pageSize : 25)));
}

type Row = Record<string, unknown>;

/** Midnight UTC of a YYYY-MM-DD day, `days` later; a day that does not exist is a 422 naming the field. */
function utcMidnight(day: string, field: "from" | "to", days = 0): string {
  if (!isCalendarDay(day)) {
    const message = "Use a date like 2026-12-01";
    throw new AppError("VALIDATION_INVALID_FORMAT", message, {
      status: 422,
      severity: "LOW",
      fields: { [field]: message },
    });
  }
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString();
}

const NEWEST: Keyset = {
  name: "leads",
  keys: [
    { expr: "created_at", desc: true, type: "timestamptz" },
    { expr: "id", desc: true, type: "uuid" },
  ],
};
// Follow-up day first, undated leads last.
const BY_FOLLOW_UP: Keyset = {
  name: "leads-follow-up",
  keys: [{ expr: "coalesce(follow_up_on, 'infinity'::date)", desc: false, type: "date" }, ...NEWEST.keys],
};

// Longest past its target first: the order of the waiting leads' partial indexes.
const BY_WAIT: Keyset = {
  name: "leads-overdue",
  keys: [
    { expr: "respond_by", desc: false, type: "timestamptz" },
    { expr: "id", desc: false, type: "uuid" },
  ],
};
/** The order a lead query reads in: the list, its cursors and the CSV share it. */
export function leadOrder(query: LeadQuery): Keyset {
  if (query.view === "overdue") return BY_WAIT;
  return query.sort === "follow_up" ? BY_FOLLOW_UP : NEWEST;
}

/** The SQL conditions of a lead query's filters, with their parameters: the list's and the CSV's. */
export function leadWhere(query: LeadQuery): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (query.hub) add((n) => `hub_id = ${n}`, query.hub);
  const search = query.search?.trim();
  // A fragment of the name, email, company or phone: each on its trigram index.
  if (search) {
    add(
      (n) => `(name ilike ${n} or email ilike ${n} or company ilike ${n} or phone ilike ${n})`,
      `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  }
  if (query.status) add((n) => `status = ${n}`, query.status);
  if (query.optIn === "email") where.push("email_signup");
  if (query.optIn === "sms") where.push("sms_signup");
  // Days are UTC and both ends are included: from its midnight to the midnight after `to`.
  if (query.from) add((n) => `created_at >= ${n}`, utcMidnight(query.from, "from"));
  if (query.to) add((n) => `created_at < ${n}`, utcMidnight(query.to, "to", 1));
  if (query.view === "mine") add((n) => `assigned_to = ${n}`, (query.me ?? "").toLowerCase());
  if (query.owner) add((n) => `assigned_to = ${n}`, query.owner.toLowerCase());
  // Overdue: unanswered past the target at `now`, read from the waiting leads' index.
  if (query.view === "overdue")
    add((n) => `${AWAITING_FIRST_ANSWER} and respond_by <= ${n}`, query.now ?? new Date().toISOString());
  if (query.view === "unassigned") where.push("assigned_to is null");
  // Due: open leads whose follow-up day has come (the office's local day).
  if (query.view === "due" && query.today)
    add((n) => `follow_up_on <= ${n}::date and status not in ('customer', 'lost')`, query.today);
  return { where, params };
}

/** A lead query's total: exact from the tallies when it filters by hub, status and opt-in only, else capped. */
async function leadTotal(db: Db, query: LeadQuery, where: string[], params: unknown[]): Promise<PageTotal> {
  const tallied = !query.search && !query.from && !query.to && !query.view && !query.owner;
  if (!tallied) {
    const { total, totalExact } = await cappedCount(db, "leads", where, params);
    return { total, totalKind: totalExact ? "exact" : "at-least" };
  }
  const { rows } = await db.query<{ n: number | string | null }>(
    `select sum(n) as n from lead_tallies
      where ($1::text is null or hub_id = $1) and ($2::text is null or status = $2)
        and ($3::text is distinct from 'email' or email_signup) and ($3::text is distinct from 'sms' or sms_signup)`,
    [query.hub ?? null, query.status ?? null, query.optIn ?? null],
  );
  return { total: Number(rows[0]?.n ?? 0), totalKind: "exact" };
}

export async function listLeads(db: Db, query: LeadQuery): Promise<Page<Lead>> {
  const pageSize = pageSizeOf(query.pageSize);
  const set = leadOrder(query);
  const cursor = decodeCursor(set, query.cursor);
  const { where, params } = leadWhere(query);
  const [page, total] = await Promise.all([
    readKeysetPage(db, { set, columns: LEAD_COLUMNS, from: "leads", where, params, cursor, pageSize, map: toLead }),
    leadTotal(db, query, where, params),
  ]);
  return { ...page, ...total, pageSize };
}

/** Every lead of a query in the list's order, a batch at a time (the CSV export). */
export function leadBatches(db: Db, query: LeadQuery, batch = 500): AsyncGenerator<Lead[]> {
  const { where, params } = leadWhere(query);
  return readBatches(db, {
    set: leadOrder(query),
    columns: LEAD_COLUMNS,
    from: "leads",
    where,
    params,
    batch,
    map: toLead,
  });
}

export async function leadCountsByHub(db: Db): Promise<Record<HubId, number>> {
  const counts = Object.fromEntries(HUB_IDS.map((id) => [id, 0])) as Record<HubId, number>;
  const { rows } = await db.query<{ hub_id: HubId; n: number | string }>(
    `select hub_id, sum(n) as n from lead_tallies group by hub_id`,
  );
  for (const row of rows) if (row.hub_id in counts) counts[row.hub_id] = Number(row.n);
  return counts;
}

export async function leadDetail(db: Db, id: string): Promise<LeadDetail | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const lead = (await db.query<Row>(`select ${LEAD_COLUMNS} from leads where id = $1`, [id])).rows[0];
  if (!lead) return null;
  // The lead's own records, and the STOP/START texts later received from the number it opted in with.
  const consents = await db.query<Row>(
    `select * from consent_records
      where lead_id = $1 or (lead_id is null and program_id is null and channel = 'sms' and (phone = $2 or phone_sha256 = $3))
      order by created_at, channel, id`,
    [id, lead.sms_phone ?? lead.phone ?? null, lead.phone_sha256 ?? null],
  );
  const history = await db.query<Row>(`select * from lead_submissions where lead_id = $1 order by created_at, id`, [
    id,
  ]);
  const smsNumber = (lead.sms_phone ?? lead.phone ?? null) as string | null;
  // An erased lead keeps only its number's hash, and the opt-out it may carry.
  const consent = smsNumber
    ? (await smsConsent(db, smsNumber)).state
    : lead.phone_sha256
      ? (await smsConsentByHash(db, String(lead.phone_sha256))).state
      : "none";
  return {
    lead: { ...toLead(lead), smsOptedOut: consent === "opted-out", smsConsent: consent },
    consents: consents.rows.map((r) => ({
      id: String(r.id),
      leadId: r.lead_id === null ? null : String(r.lead_id),
      channel: r.channel as ConsentRecord["channel"],
      granted: Boolean(r.granted),
      text: String(r.text),
      version: String(r.version),
      sha256: String(r.sha256),
      pageUrl: String(r.page_url),
      createdAt: iso(r.created_at),
      ip: (r.ip as string) ?? null,
      userAgent: (r.user_agent as string) ?? null,
      hubId: r.hub_id as HubId,
      phone: (r.phone as string) ?? null,
      step: (r.step as string) ?? null,
    })),
    history: history.rows.map(toSubmission),
    notes: await leadNotes(db, id),
    audit: await leadAudit(db, id),
    merged: await leadMerges(db, id),
    duplicates: lead.erased_at ? [] : await possibleDuplicates(db, lead),
  };
}

const NEWEST_VERIFICATIONS: Keyset = {
  name: "verifications",
  keys: [
    { expr: "created_at", desc: true, type: "timestamptz" },
    { expr: "id", desc: true, type: "uuid" },
  ],
};

const NEWEST_OUTBOX: Keyset = { ...NEWEST_VERIFICATIONS, name: "outbox" };

/** A table's total: counted up to the cap while small, the planner's estimate once past it. */
async function tableTotal(db: Db, table: string, where: string[], params: unknown[]): Promise<PageTotal> {
  if (where.length === 0 && (await estimatedRows(db, table)) > COUNT_CAP) {
    return { total: await estimatedRows(db, table), totalKind: "about" };
  }
  const { total, totalExact } = await cappedCount(db, table, where, params);
  return { total, totalKind: totalExact ? "exact" : "at-least" };
}

export async function listVerifications(
  db: Db,
  query: { cursor?: string; pageSize?: number },
  now: Date,
): Promise<Page<VerificationSummary>> {
  const pageSize = pageSizeOf(query.pageSize);
  const cursor = decodeCursor(NEWEST_VERIFICATIONS, query.cursor);
  const [page, total] = await Promise.all([
    readKeysetPage(db, {
      set: NEWEST_VERIFICATIONS,
      columns:
        "id, email, phone, method, purpose, created_at, expires_at, attempts, send_count, last_sent_at, verified_at",
      from: "verifications",
      where: [],
      params: [],
      cursor,
      pageSize,
      map: (r) => r,
    }),
    tableTotal(db, "verifications", [], []),
  ]);
  const rows = page.items;
  return {
    items: rows.map((r) => {
      const expired = new Date(r.expires_at as string).getTime() <= now.getTime();
      const status: VerificationSummary["status"] = r.verified_at
        ? "verified"
        : Number(r.attempts) >= MAX_ATTEMPTS
          ? "dead"
          : expired
            ? "expired"
            : "pending";
      return {
        id: String(r.id),
        email: (r.email as string) ?? null,
        phone: (r.phone as string) ?? null,
        method: r.method as VerificationSummary["method"],
        purpose: r.purpose as VerificationSummary["purpose"],
        status,
        createdAt: iso(r.created_at),
        expiresAt: iso(r.expires_at),
        attempts: Number(r.attempts),
        sendCount: Number(r.send_count),
        lastSentAt: iso(r.last_sent_at),
        verifiedAt: isoOrNull(r.verified_at),
      };
    }),
    ...total,
    next: page.next,
    prev: page.prev,
    pageSize,
  };
}

export async function listOutbox(
  db: Db,
  query: { cursor?: string; pageSize?: number; to?: string },
): Promise<Page<OutboxMessage>> {
  const pageSize = pageSizeOf(query.pageSize);
  const cursor = decodeCursor(NEWEST_OUTBOX, query.cursor);
  const to = query.to?.trim();
  const where = to ? [`lower("to") = lower($1)`] : [];
  const params = to ? [to] : [];
  const [page, total] = await Promise.all([
    readKeysetPage(db, {
      set: NEWEST_OUTBOX,
      columns: `id, channel, "to", subject, body, created_at, delivered, status, attempts, last_error, last_response,
        last_attempt_at, sent_at, redact, expires_at`,
      from: "outbox",
      where,
      params,
      cursor,
      pageSize,
      map: (r) => r,
    }),
    tableTotal(db, "outbox", where, params),
  ]);
  const rows = page.items;
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      channel: r.channel as OutboxMessage["channel"],
      to: String(r.to),
      subject: (r.subject as string) ?? null,
      body: String(r.body),
      createdAt: iso(r.created_at),
      delivered: Boolean(r.delivered),
      status: r.status as OutboxMessage["status"],
      attempts: Number(r.attempts),
      lastError: (r.last_error as string) ?? null,
      lastResponse: (r.last_response as string) ?? null,
      lastAttemptAt: isoOrNull(r.last_attempt_at),
      sentAt: isoOrNull(r.sent_at),
      holdsCode: Boolean(r.redact),
      expiresAt: isoOrNull(r.expires_at),
    })),
    ...total,
    next: page.next,
    prev: page.prev,
    pageSize,
  };
}
