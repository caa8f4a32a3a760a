import type { Lead } from "@/lib/types/backend";
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
  "owner",
  "respond_by",
  "first_response_at",
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
    lead.assignedTo ?? null,
    lead.respondBy ?? null,
    lead.firstResponseAt ?? null,
    ...attributionCells(attribution),
  ]);
}

/** The whole file; a UTF-8 BOM so spreadsheet apps read accents correctly. */
export function leadsCsv(leads: readonly Lead[], attribution?: ReadonlyMap<string, LeadAttribution>): string {
  const rows = leads.map((lead) => leadCsvRow(lead, attribution?.get(lead.id)));
  return `\uFEFF${[csvRow(LEAD_CSV_COLUMNS), ...rows].join("\r\n")}\r\n`;
}

/**
 * A CSV file streamed as its rows are read: `first` at once (the first byte
 * never waits for the database), then each batch's lines as the reader asks
 * for more. Memory holds one batch; a reader that goes away closes the
 * database cursor. A read that fails mid-file breaks the download rather
 * than ending it as if complete.
 */
export function csvStream(first: string, batches: AsyncIterable<string[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(first));
        return;
      }
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else if (value.length) controller.enqueue(encoder.encode(`${value.join("\r\n")}\r\n`));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** The leads CSV as a stream: the BOM and header, then each batch with its attribution. */
export function leadsCsvStream(
  batches: AsyncIterable<Lead[]>,
  attribution: (ids: string[]) => Promise<ReadonlyMap<string, LeadAttribution>>,
): ReadableStream<Uint8Array> {
  async function* lines() {
    for await (const leads of batches) {
      const found = await attribution(leads.map((lead) => lead.id));
      yield leads.map((lead) => leadCsvRow(lead, found.get(lead.id)));
    }
  }
  return csvStream(`\uFEFF${csvRow(LEAD_CSV_COLUMNS)}\r\n`, lines());
}

/** The headers of a CSV download named `filename`. */
export function csvHeaders(filename: string): HeadersInit {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "X-Content-Type-Options": "nosniff",
  };
}
