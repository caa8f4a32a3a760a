import { AppError } from "../../errors/app-error.ts";
import { HUB_IDS, type HubId } from "../../hubs/registry.ts";
import type { ConsentRecord, Lead, LeadDetail, LeadQuery, OutboxMessage, Page, VerificationSummary } from "../types.ts";
import { leadAudit } from "./audit.ts";
import { iso, isoOrNull, type Db } from "./db.ts";
import { isCalendarDay, LEAD_COLUMNS, toLead, toSubmission } from "./lead-row.ts";
import { leadNotes } from "./pipeline.ts";
import { smsConsent, smsConsentByHash } from "./opt-out.ts";
import { MAX_ATTEMPTS } from "./verification.ts";

/** Admin reads. Never select code hashes or salts. */
function paging(page = 1, pageSize = 25): { page: number; pageSize: number; offset: number } {
  const p = Math.max(1, Math.floor(Number.isFinite(page) ? page : 1));
  const size = Math.min(100, Math.max(1, Math.floor(Number.isFinite(pageSize) ? pageSize : 25)));
  return { page: p, pageSize: size, offset: (p - 1) * size };
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

export async function listLeads(db: Db, query: LeadQuery): Promise<Page<Lead>> {
  const { page, pageSize, offset } = paging(query.page, query.pageSize);
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (query.hub) add((n) => `hub_id = ${n}`, query.hub);
  const search = query.search?.trim();
  if (search) {
    add(
      (n) => `(name ilike ${n} or email ilike ${n} or coalesce(company, '') ilike ${n})`,
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
  if (query.view === "unassigned") where.push("assigned_to is null");
  // Due: open leads whose follow-up day has come (the office's local day).
  if (query.view === "due" && query.today)
    add((n) => `follow_up_on <= ${n}::date and status not in ('customer', 'lost')`, query.today);
  const clause = where.length ? `where ${where.join(" and ")}` : "";
  const order =
    query.sort === "follow_up" ? "follow_up_on asc nulls last, created_at desc, id desc" : "created_at desc, id desc";
  const total = await db.query<{ n: number }>(`select count(*)::int as n from leads ${clause}`, params);
  const rows = await db.query<Row>(
    `select ${LEAD_COLUMNS} from leads ${clause} order by ${order} limit ${pageSize} offset ${offset}`,
    params,
  );
  return { items: rows.rows.map(toLead), total: Number(total.rows[0].n), page, pageSize };
}

export async function leadCountsByHub(db: Db): Promise<Record<HubId, number>> {
  const counts = Object.fromEntries(HUB_IDS.map((id) => [id, 0])) as Record<HubId, number>;
  const { rows } = await db.query<{ hub_id: HubId; n: number }>(
    `select hub_id, count(*)::int as n from leads group by hub_id`,
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
  };
}

export async function listVerifications(
  db: Db,
  query: { page?: number; pageSize?: number },
  now: Date,
): Promise<Page<VerificationSummary>> {
  const { page, pageSize, offset } = paging(query.page, query.pageSize);
  const total = await db.query<{ n: number }>(`select count(*)::int as n from verifications`);
  const { rows } = await db.query<Row>(
    `select id, email, phone, method, purpose, created_at, expires_at, attempts, send_count, last_sent_at, verified_at
     from verifications order by created_at desc, id desc limit ${pageSize} offset ${offset}`,
  );
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
    total: Number(total.rows[0].n),
    page,
    pageSize,
  };
}

export async function listOutbox(
  db: Db,
  query: { page?: number; pageSize?: number; to?: string },
): Promise<Page<OutboxMessage>> {
  const { page, pageSize, offset } = paging(query.page, query.pageSize);
  const to = query.to?.trim();
  const clause = to ? `where lower("to") = lower($1)` : "";
  const params = to ? [to] : [];
  const total = await db.query<{ n: number }>(`select count(*)::int as n from outbox ${clause}`, params);
  const { rows } = await db.query<Row>(
    `select id, channel, "to", subject, body, created_at, delivered, status, attempts, last_error, last_response, last_attempt_at,
            sent_at, redact, expires_at from outbox ${clause}
     order by created_at desc, id desc limit ${pageSize} offset ${offset}`,
    params,
  );
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
    total: Number(total.rows[0].n),
    page,
    pageSize,
  };
}
