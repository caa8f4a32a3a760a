import type { Lead } from "@/lib/backend/types";
import type { LeadAttribution } from "@/lib/attribution/types";
import { ATTRIBUTION_CSV_COLUMNS, attributionCells } from "@/lib/attribution/csv";

/**
 * CSV export of leads (RFC 4180: every cell quoted, quotes doubled, CRLF).
 * A cell that a spreadsheet would run as a formula (starting with = + - @,
 * tab or CR) gets a leading apostrophe: the OWASP CSV-injection guard.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return values.map(csvCell).join(",");
}

export const LEAD_CSV_COLUMNS = [
  "id",
  "created_at",
  "updated_at",
  "hub",
  "hub_number",
  "name",
  "email",
  "phone",
  "company",
  "message",
  "platform_interest",
  "email_signup",
  "sms_signup",
  "submissions",
  "status",
  "follow_up_on",
  ...ATTRIBUTION_CSV_COLUMNS,
] as const;

export function leadCsvRow(lead: Lead, attribution?: LeadAttribution): string {
  return csvRow([
    lead.id,
    lead.createdAt,
    lead.updatedAt,
    lead.hubId,
    lead.hubNumber,
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.message,
    lead.platformInterest,
    lead.emailSignup,
    lead.smsSignup,
    lead.submissions,
    lead.status,
    lead.followUpOn,
    ...attributionCells(attribution),
  ]);
}

/** The whole file; a UTF-8 BOM so spreadsheet apps read accents correctly. */
export function leadsCsv(leads: readonly Lead[], attribution?: ReadonlyMap<string, LeadAttribution>): string {
  const rows = leads.map((lead) => leadCsvRow(lead, attribution?.get(lead.id)));
  return `\uFEFF${[csvRow(LEAD_CSV_COLUMNS), ...rows].join("\r\n")}\r\n`;
}
