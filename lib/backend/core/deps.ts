import type { ResponseClock } from "../../config/staff-hours.ts";
import type { StaffRoster } from "../../types/backend.ts";
import type { Db } from "./db.ts";

/** What the cores need from their host, injected so tests control time and network. */
export interface CoreLogger {
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}

export interface CoreDeps {
  db: Db;
  now?: () => Date;
  logger?: CoreLogger;
  /** Where lead notifications go (SALES_INBOX). */
  salesInbox?: string;
  /** Optional webhook for new leads (CONTACT_WEBHOOK_URL, e.g. a Zapier hook). */
  webhookUrl?: string;
  /** Where and how much we text (SMS_COUNTRIES, SMS_DAILY_LIMIT); default US and Canada, 300 a day. */
  smsPolicy?: SmsPolicy;
  /**
   * When a text staff start to this number may go (our hours, the federal hours, its state's row and cap),
   * the zone to show it in and the rule that holds it; unset: at once.
   */
  sendWindow?: SendWindowFn;
  /** The staff list to seed the roster from (ADMIN_EMAILS, STAFF_AGENTS); unset: the roster table as it is. */
  staff?: StaffRoster;
  /** A new lead's response target and the staff hours it counts; default 15 minutes, Mon–Fri 9–17 New York. */
  responseClock?: ResponseClock;
}

/** The recipient as the sending rules read it: the lead's own state, and the staff texts already queued. */
export interface SendRecipient {
  state?: string | null;
  earlier?: readonly Date[];
}

export type SendWindowFn = (
  phone: string,
  now: Date,
  recipient?: SendRecipient,
) => Promise<{ at: Date; timeZone: string; heldBy?: string | null }>;

/** Where and how much we text; the rules that apply it are in sms-policy.ts. */
export interface SmsPolicy {
  /** ISO 3166 country codes we text (SMS_COUNTRIES). */
  countries: readonly string[];
  /** Texts per UTC day, all instances together (SMS_DAILY_LIMIT). */
  dailyLimit: number;
  /** Multiplies the per-number and per-block caps (RATE_LIMIT_RELAXED, tests only); never the budget. */
  relaxedFactor?: number;
}

export const silentLogger: CoreLogger = { info() {}, warn() {}, error() {} };

export function clock(deps: CoreDeps): Date {
  return deps.now ? deps.now() : new Date();
}
