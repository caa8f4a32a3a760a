/**
 * A program's subscribers as staff see them: one per number, with its state,
 * when it asked, confirmed or stopped, and its age affirmation, named in links
 * by its number's SHA-256 so no number appears in an address; and the CSV of
 * them. They are read from the consent ledger by lib/backend/programs.
 */

/** "refused": its only answer to the age question was under age. */
export type SubscriberStatus = "pending" | "confirmed" | "opted_out" | "refused";
export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ["pending", "confirmed", "opted_out", "refused"];

export interface Subscriber {
  /** SHA-256 of the number: the subscriber's id in links. */
  id: string;
  /** +E.164, or null once erased. */
  phone: string | null;
  status: SubscriberStatus;
  requestedAt: string | null;
  confirmedAt: string | null;
  optedOutAt: string | null;
  ageAffirmation: string | null;
  erased: boolean;
}

export interface LedgerEvent {
  id: string;
  at: string;
  granted: boolean;
  step: string | null;
  text: string;
  version: string;
  sha256: string;
  pageUrl: string;
  ip: string | null;
  userAgent: string | null;
  ageAffirmation: string | null;
  hubId: string;
}

const csvCell = (value: string | null) => {
  const v = value ?? "";
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(v) && !/^\+\d+$/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The subscribers CSV's first line. */
export const SUBSCRIBERS_CSV_HEADER = [
  "phone",
  "status",
  "requested_at",
  "confirmed_at",
  "opted_out_at",
  "age_affirmation",
  "proof_url",
].join(",");

/** One subscriber's CSV line: number, status, times, age affirmation and the link to the proof. */
export function subscriberCsvLine(s: Subscriber, proofUrl: (id: string) => string): string {
  return [s.phone ?? "erased", s.status, s.requestedAt, s.confirmedAt, s.optedOutAt, s.ageAffirmation, proofUrl(s.id)]
    .map(csvCell)
    .join(",");
}

/** Subscribers as a whole CSV (CRLF line ends). */
export function subscribersCsv(list: readonly Subscriber[], proofUrl: (id: string) => string): string {
  return `${[SUBSCRIBERS_CSV_HEADER, ...list.map((s) => subscriberCsvLine(s, proofUrl))].join("\r\n")}\r\n`;
}
