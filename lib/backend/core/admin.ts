import { HUB_IDS, type HubId } from "../../hubs/registry.ts";
import type {
  ConsentRecord,
  Lead,
  LeadQuery,
  LeadSubmission,
  OutboxMessage,
  Page,
  VerificationSummary,
} from "../types.ts";
import { iso, isoOrNull, type Db } from "./db.ts";
import { smsOptedOut } from "./opt-out.ts";
import { MAX_ATTEMPTS } from "./verification.ts";

/** Admin reads. Never select code hashes or salts. */
function paging(page = 1, pageSize = 25): { page: number; pageSize: number; offset: number } {
  const p = Math.max(1, Math.floor(Number.isFinite(page) ? page : 1));
  const size = Math.min(100, Math.max(1, Math.floor(Number.isFinite(pageSize) ? pageSize : 25)));
  return { page: p, pageSize: size, offset: (p - 1) * size };
}

type Row = Record<string, unknown>;

/** A lead's or a submission's row, reshaped once from snake_case columns. */
function toSubmission(r: Row): LeadSubmission {
  return {
    id: String(r.id),
    name: String(r.name),
    email: String(r.email),
    phone: (r.phone as string) ?? null,
    company: (r.company as string) ?? null,
    message: (r.message as string) ?? null,
    platformInterest: String(r.platform_interest),
    emailSignup: Boolean(r.email_signup),
    smsSignup: Boolean(r.sms_signup),
    createdAt: iso(r.created_at),
  };
}

function toLead(r: Row): Lead {
  return {
    ...toSubmission(r),
    hubId: r.hub_id as HubId,
    hubNumber: Number(r.hub_number),
    smsPhone: (r.sms_phone as string) ?? null,
    updatedAt: iso(r.updated_at),
    submissions: Number(r.submissions),
  };
}

export async function listLeads(db: Db, query: LeadQuery): Promise<Page<Lead>> {
  const { page, pageSize, offset } = paging(query.page, query.pageSize);
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.hub) {
    params.push(query.hub);
    where.push(`hub_id = $${params.length}`);
  }
  const search = query.search?.trim();
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const n = params.length;
    where.push(`(name ilike $${n} or email ilike $${n} or coalesce(company, '') ilike $${n})`);
  }
  const clause = where.length ? `where ${where.join(" and ")}` : "";
  const total = await db.query<{ n: number }>(`select count(*)::int as n from leads ${clause}`, params);
  const rows = await db.query<Row>(
    `select * from leads ${clause} order by created_at desc, id desc limit ${pageSize} offset ${offset}`,
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

export async function leadDetail(
  db: Db,
  id: string,
): Promise<{ lead: Lead; consents: ConsentRecord[]; history: LeadSubmission[] } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const lead = (await db.query<Row>(`select * from leads where id = $1`, [id])).rows[0];
  if (!lead) return null;
  // The lead's own records, and the STOP/START texts later received from the number it opted in with.
  const consents = await db.query<Row>(
    `select * from consent_records
      where lead_id = $1 or (lead_id is null and channel = 'sms' and phone = $2)
      order by created_at, channel, id`,
    [id, lead.sms_phone ?? lead.phone ?? null],
  );
  const history = await db.query<Row>(`select * from lead_submissions where lead_id = $1 order by created_at, id`, [
    id,
  ]);
  const optedOut = lead.phone ? await smsOptedOut(db, String(lead.phone)) : false;
  return {
    lead: { ...toLead(lead), smsOptedOut: optedOut },
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
    })),
    history: history.rows.map(toSubmission),
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
    `select id, channel, "to", subject, body, created_at, delivered, status, attempts, last_error, sent_at from outbox ${clause}
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
      sentAt: isoOrNull(r.sent_at),
    })),
    total: Number(total.rows[0].n),
    page,
    pageSize,
  };
}
