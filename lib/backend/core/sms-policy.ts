import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { AppError } from "../../errors/app-error.ts";
import { DEFAULT_HUB, HUBS } from "../../hubs/registry.ts";
import { smsBudgetAlertEmail } from "../templates/index.ts";
import { inTransaction, type Db } from "./db.ts";
import type { CoreDeps, SmsPolicy } from "./deps.ts";
import { enqueue } from "./outbox.ts";
import { DEFAULT_SMS_COUNTRIES, DEFAULT_SMS_DAILY_LIMIT } from "../../config/rules.ts";

/**
 * What we pay to text: only numbers in the allowed countries, never
 * premium-rate or shared-cost ones, a few texts per number and per number
 * block an hour, and a daily budget for the whole service. The counters live
 * in the database (rate_limits), so every server instance and Edge Function
 * draws on the same budget.
 */
export const DEFAULT_SMS_POLICY: SmsPolicy = {
  countries: [...DEFAULT_SMS_COUNTRIES],
  dailyLimit: DEFAULT_SMS_DAILY_LIMIT,
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * 20 texts per number per hour (a verification's own cap, 5 per 15 minutes
 * and never refusing, is reached first); 30 per number block (the number
 * without its last 4 digits) per hour, where SMS pumping walks.
 */
export const SMS_CAPS = { perNumberPerHour: 20, perBlockPerHour: 30 } as const;

/** Types we refuse to text whatever the country: the receiver bills us. */
const COSTLY_TYPES = new Set(["PREMIUM_RATE", "SHARED_COST"]);

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** "the United States and Canada" for US,CA. */
export function countryList(countries: readonly string[]): string {
  const names = countries.map((c) => {
    const name = regionNames.of(c) ?? c;
    return /^(United|Netherlands|Philippines|Bahamas|Czech|Dominican)/.test(name) ? `the ${name}` : name;
  });
  return names.length <= 1 ? (names[0] ?? "no country") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function refuse(field: string, message: string, status: 422 | 429, retryAfter?: number): AppError {
  return new AppError(status === 429 ? "SMS_RATE_LIMITED" : "SMS_INVALID_PHONE", message, {
    status,
    severity: "LOW",
    fields: { [field]: message },
    retryAfter,
  });
}

/** Why we will not text this +E.164 number at all (country or type), or null. Full metadata: server only. */
export function smsDestinationProblem(to: string, policy: SmsPolicy, field = "phone"): AppError | null {
  const parsed = parsePhoneNumberFromString(to);
  if (!parsed || !parsed.isValid()) return refuse(field, "Invalid phone number format", 422);
  if (!parsed.country || !policy.countries.includes(parsed.country)) {
    return refuse(
      field,
      `We can only send text messages to numbers in ${countryList(policy.countries)}. Please use email instead.`,
      422,
    );
  }
  if (COSTLY_TYPES.has(parsed.getType() ?? "")) {
    return refuse(field, "We can't text premium-rate or shared-cost numbers. Please use email instead.", 422);
  }
  return null;
}

/** The UTC day a text counts against. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

async function hit(db: Db, key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
  const { rows } = await db.query<{ count: number; reset_at: string | number }>(
    `insert into rate_limits as r (key, count, reset_at) values ($1, 1, $2::bigint + $3::bigint)
     on conflict (key) do update set
       count = case when r.reset_at <= $2::bigint then 1 else r.count + 1 end,
       reset_at = case when r.reset_at <= $2::bigint then $2::bigint + $3::bigint else r.reset_at end
     returning count, reset_at`,
    [key, now, windowMs],
  );
  return { count: Number(rows[0].count), resetAt: Number(rows[0].reset_at) };
}

async function giveBack(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await db.query(`update rate_limits set count = greatest(count - 1, 0) where key = $1`, [key]);
}

export interface SmsAllowance {
  db: Db;
  policy: SmsPolicy;
  to: string;
  now: Date;
  /** Where the staff alert goes when the day's budget is spent. */
  alertTo: string;
  /** The form field a refusal points at. */
  field?: string;
}

/**
 * Take one text from the allowances, or answer why not (nothing is taken
 * then). Returns instead of throwing, so the caller's transaction keeps the
 * one staff alert sent when the budget runs out; run it in a transaction.
 */
export async function takeSmsAllowance(a: SmsAllowance): Promise<AppError | null> {
  const field = a.field ?? "phone";
  const problem = smsDestinationProblem(a.to, a.policy, field);
  if (problem) return problem;
  const now = a.now.getTime();
  const factor = a.policy.relaxedFactor ?? 1;
  const day = utcDay(a.now);
  const steps: { key: string; max: number; windowMs: number; refusal: (retryAfter: number) => AppError }[] = [
    {
      key: `sms:number:${a.to}`,
      max: SMS_CAPS.perNumberPerHour * factor,
      windowMs: HOUR,
      refusal: (s) =>
        refuse(field, "Too many texts to this number. Please try again later or use email instead.", 429, s),
    },
    {
      key: `sms:block:${a.to.slice(0, -4)}`,
      max: SMS_CAPS.perBlockPerHour * factor,
      windowMs: HOUR,
      refusal: (s) =>
        refuse(field, "Too many texts to numbers like this one. Please try again later or use email instead.", 429, s),
    },
    {
      key: `sms:day:${day}`,
      max: a.policy.dailyLimit,
      windowMs: DAY,
      refusal: (s) => refuse(field, "We can't send more text messages today. Please use email instead.", 429, s),
    },
  ];
  const taken: string[] = [];
  for (const step of steps) {
    const { count, resetAt } = await hit(a.db, step.key, step.windowMs, now);
    taken.push(step.key);
    if (count <= step.max) continue;
    await giveBack(a.db, taken);
    if (step.key.startsWith("sms:day:")) await alertOnce(a, day);
    return step.refusal(Math.max(1, Math.ceil((resetAt - now) / 1000)));
  }
  return null;
}

/** The first refusal of the day emails staff; later ones add nothing. */
async function alertOnce(a: SmsAllowance, day: string): Promise<void> {
  const { count } = await hit(a.db, `sms:alert:${day}`, DAY, a.now.getTime());
  if (count !== 1) return;
  const email = smsBudgetAlertEmail(HUBS[DEFAULT_HUB], a.policy.dailyLimit, day);
  await enqueue(
    a.db,
    {
      channel: "email",
      to: a.alertTo,
      subject: email.subject,
      body: email.text,
      html: email.html,
      kind: "notification",
      hubId: DEFAULT_HUB,
    },
    a.now,
  );
}

/** Where a staff alert goes: the sales inbox staff already read. */
function alertAddress(deps: CoreDeps): string {
  return deps.salesInbox ?? "sales@marquetext.com";
}

/** Take one text in its own transaction, or throw why not (the staff alert, if any, is kept). */
export async function requireSmsAllowance(deps: CoreDeps, to: string, now: Date, field = "phone"): Promise<void> {
  const refusal = await inTransaction(deps.db, (db) =>
    takeSmsAllowance({ db, policy: deps.smsPolicy ?? DEFAULT_SMS_POLICY, to, now, alertTo: alertAddress(deps), field }),
  );
  if (refusal) throw refusal;
}

/** The same, inside the caller's transaction: the caller throws the answer after committing. */
export function takeSmsAllowanceIn(db: Db, deps: CoreDeps, to: string, now: Date, field = "phone") {
  return takeSmsAllowance({
    db,
    policy: deps.smsPolicy ?? DEFAULT_SMS_POLICY,
    to,
    now,
    alertTo: alertAddress(deps),
    field,
  });
}
