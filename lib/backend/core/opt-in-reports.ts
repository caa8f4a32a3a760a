import type { VerticalId } from "../../compliance/verticals.ts";
import { isReportId, type Check } from "../../opt-in-check/types.ts";
import { iso, type Db } from "./db.ts";
import { OPT_IN_REPORT_RETENTION_DAYS } from "./retention.ts";

/**
 * The opt-in check's reports: the business's inputs and the verdicts, at an unguessable address, kept 30 days.
 * A report past its 30 days is not found even before retention has removed it.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OptInReportInput {
  source: "url" | "html";
  /** The address the business gave; null when it pasted the HTML. */
  url: string | null;
  brand: string;
  vertical: VerticalId;
  samples: string[];
  checks: Check[];
}

export interface OptInReport extends OptInReportInput {
  id: string;
  createdAt: string;
  /** The day it is removed. */
  expiresAt: string;
}

/** 128 random bits, URL-safe: the report's only way in. */
function newReportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const expiry = (createdAt: string) =>
  new Date(Date.parse(createdAt) + OPT_IN_REPORT_RETENTION_DAYS * DAY_MS).toISOString();

function parsed<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

export async function saveOptInReport(db: Db, input: OptInReportInput, now: Date): Promise<OptInReport> {
  const id = newReportId();
  const createdAt = now.toISOString();
  await db.query(
    `insert into opt_in_reports (id, created_at, source, url, brand, vertical, samples, checks)
     values ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8::text::jsonb)`,
    [
      id,
      createdAt,
      input.source,
      input.url,
      input.brand,
      input.vertical,
      JSON.stringify(input.samples),
      JSON.stringify(input.checks),
    ],
  );
  return { id, createdAt, expiresAt: expiry(createdAt), ...input };
}

/** The report, or null for an unknown id or one past its 30 days. */
export async function findOptInReport(db: Db, id: string, now: Date): Promise<OptInReport | null> {
  if (!isReportId(id)) return null;
  const cutoff = new Date(now.getTime() - OPT_IN_REPORT_RETENTION_DAYS * DAY_MS).toISOString();
  const { rows } = await db.query<Record<string, unknown>>(
    `select id, created_at, source, url, brand, vertical, samples, checks
     from opt_in_reports where id = $1 and created_at > $2`,
    [id, cutoff],
  );
  const row = rows[0];
  if (!row) return null;
  const createdAt = iso(row.created_at);
  return {
    id: String(row.id),
    createdAt,
    expiresAt: expiry(createdAt),
    source: row.source === "url" ? "url" : "html",
    url: row.url === null || row.url === undefined ? null : String(row.url),
    brand: String(row.brand),
    vertical: String(row.vertical) as VerticalId,
    samples: parsed<string[]>(row.samples),
    checks: parsed<Check[]>(row.checks),
  };
}
