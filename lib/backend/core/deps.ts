import type { Db } from "./db.ts";
import type { SmsPolicy } from "./sms-policy.ts";

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
  /** When a text staff start to this number may go (its quiet hours), and the zone to show it in; unset: at once. */
  sendWindow?: (phone: string, now: Date) => Promise<{ at: Date; timeZone: string }>;
}

export const silentLogger: CoreLogger = { info() {}, warn() {}, error() {} };

export function clock(deps: CoreDeps): Date {
  return deps.now ? deps.now() : new Date();
}
