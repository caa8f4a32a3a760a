import type { AuditEntry } from "../../types/backend.ts";
import { iso, type Db } from "./db.ts";

/** What staff can change; each change is one audit row. */
export type AuditAction = AuditEntry["action"];

export interface AuditInput {
  /** The staff member's email, or "access code". */
  actor: string;
  action: AuditAction;
  leadId?: string | null;
  /** What else the change was about (an outbox message id). */
  subject?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Append one row. The table refuses updates and deletes; no code path edits it. */
export async function appendAudit(db: Db, entry: AuditInput, now: Date = new Date()): Promise<void> {
  await db.query(
    `insert into audit_log (at, actor, action, lead_id, subject, before, after)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7::text::jsonb)`,
    [
      now.toISOString(),
      entry.actor,
      entry.action,
      entry.leadId ?? null,
      entry.subject ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

type Row = Record<string, unknown>;

function parseJson(value: unknown): unknown {
  // postgres.js and PGlite parse jsonb; a text column or a pooler may hand back the text.
  if (typeof value !== "string") return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export function toAuditEntry(r: Row): AuditEntry {
  return {
    id: String(r.id),
    at: iso(r.at),
    actor: String(r.actor),
    action: r.action as AuditAction,
    leadId: r.lead_id === null || r.lead_id === undefined ? null : String(r.lead_id),
    subject: (r.subject as string) ?? null,
    before: parseJson(r.before),
    after: parseJson(r.after),
  };
}

/** A lead's history, oldest first, with that of the leads merged into it. */
export async function leadAudit(db: Db, leadId: string): Promise<AuditEntry[]> {
  const { rows } = await db.query<Row>(
    `select * from audit_log
      where lead_id = any(array[$1::uuid] || array(select from_id from lead_merges where into_id = $1::uuid))
      order by at, id`,
    [leadId],
  );
  return rows.map(toAuditEntry);
}
