import "server-only";
import { z } from "zod";
import { HUB_IDS, HUBS, type HubId } from "@/lib/hubs/registry";
import { DEFAULT_SMS_COUNTRIES, DEFAULT_SMS_DAILY_LIMIT, RELAXED_LIMIT_FACTOR } from "./rules";
import { DELIVERY_KNOBS, renamedKnobProblems, type DeliveryKnob, type DeliveryKnobName } from "./delivery-knobs";
import { parseSendWindow } from "@/lib/compliance/send-window";
import {
  DEFAULT_LEAD_RESPONSE_MINUTES,
  DEFAULT_STAFF_HOURS_TEXT,
  DEFAULT_STAFF_TIME_ZONE,
  isTimeZone,
  parseStaffHours,
  type ResponseClock,
} from "./staff-hours";

/**
 * Server env, checked once with zod. Nothing else reads process.env (but
 * lib/config/public-env.ts, for the NEXT_PUBLIC_ values Next inlines). Every variable is optional: a fresh checkout runs on the
 * embedded backend with generated secrets.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());

/** An optional whole number in a range (unset or blank: the caller's default). */
const positiveInt = (min: number, max = 86_400_000) =>
  optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(min).max(max).optional());

/** A comma-separated list of emails: trimmed, lowercased, blanks dropped, each one checked. */
const emailList = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email(`${name} must be a comma-separated list of email addresses`)));

/** Base64 of at least 24 bytes, optionally prefixed `whsec_` (the Standard Webhooks secret format). */
const webhookSecret = optionalString.refine(
  (v) => {
    if (v === undefined) return true;
    const encoded = v.replace(/^whsec_/, "");
    const padding = encoded.endsWith("==") ? 2 : encoded.endsWith("=") ? 1 : 0;
    return (
      /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) && encoded.length % 4 === 0 && (encoded.length / 4) * 3 - padding >= 24
    );
  },
  { message: "LEAD_WEBHOOK_SECRET must be base64 of at least 24 bytes, optionally prefixed whsec_" },
);

const checkoutVars = Object.fromEntries(
  HUB_IDS.map((id) => [`CHECKOUT_URL_${id.toUpperCase()}`, optionalUrl]),
) as Record<`CHECKOUT_URL_${Uppercase<HubId>}`, typeof optionalUrl>;

/** A hub's own public origin for Twilio (where it calls back), when one PUBLIC_URL cannot serve four domains. */
const publicUrlVars = Object.fromEntries(
  HUB_IDS.map((id) => [`PUBLIC_URL_${id.toUpperCase()}`, optionalUrl]),
) as Record<`PUBLIC_URL_${Uppercase<HubId>}`, typeof optionalUrl>;

/** `Name <address@domain>` or a bare address: the domain is where the mail's Message-ID lives. */
const FROM = /^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/;
const emailFrom = (name: string) =>
  optionalString.refine((v) => v === undefined || FROM.test(v), {
    message: `${name} must be an address or "Name <address>", e.g. "PercyMD <no-reply@percymd.com>"`,
  });

/** A hub's own From (`Name <address>`), so each brand mails as itself; EMAIL_FROM serves a hub without one. */
const emailFromVars = Object.fromEntries(
  HUB_IDS.map((id) => [`EMAIL_FROM_${id.toUpperCase()}`, emailFrom(`EMAIL_FROM_${id.toUpperCase()}`)]),
) as Record<`EMAIL_FROM_${Uppercase<HubId>}`, ReturnType<typeof emailFrom>>;

/** Delivery tuning (lib/config/delivery-knobs.ts): unset or blank is the knob's default. */
const deliveryKnob = (knob: DeliveryKnob) => positiveInt(knob.min, knob.max).transform((v) => v ?? knob.default);
const deliveryVars = Object.fromEntries(
  Object.entries(DELIVERY_KNOBS).map(([name, knob]) => [name, deliveryKnob(knob)]),
) as Record<DeliveryKnobName, ReturnType<typeof deliveryKnob>>;

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: optionalString.default(".data"),
  SUPABASE_URL: optionalUrl,
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  /** Public anon key: with SUPABASE_URL, login codes go through Supabase Auth. */
  SUPABASE_ANON_KEY: optionalString,
  /** Old name of DATABASE_URL, still read when DATABASE_URL is unset. */
  SUPABASE_DB_URL: optionalString,
  /** Postgres for the cores and all shared state; without it (and without Supabase) the embedded PGlite runs. */
  DATABASE_URL: optionalString,
  /** "false" turns off prepared statements (automatic on port 6543, Supabase's transaction pooler). */
  DATABASE_PREPARE: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v !== "false"),
  /** Connections per server process. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  ADMIN_ACCESS_CODE: optionalString,
  /** Staff who may sign in by an emailed code; unset: only the access code opens admin. */
  ADMIN_EMAILS: emailList("ADMIN_EMAILS"),
  /** Those of ADMIN_EMAILS who are agents (work leads; no erasing, publishing, CSVs or role changes); unset: all are admins. */
  STAFF_AGENTS: emailList("STAFF_AGENTS"),
  /** Minutes of staff hours a new lead may wait for its first answer before its owner is reminded (twice that: the sales inbox). */
  LEAD_RESPONSE_MINUTES: positiveInt(1, 10_080).transform((v) => v ?? DEFAULT_LEAD_RESPONSE_MINUTES),
  /** The hours the response clock counts, e.g. "Mon-Fri 09:00-17:00; Sat 10:00-14:00". */
  STAFF_HOURS: z
    .string()
    .optional()
    .transform((v) => parseStaffHours(v?.trim() || DEFAULT_STAFF_HOURS_TEXT))
    .pipe(
      z.object(
        { text: z.string(), week: z.array(z.array(z.tuple([z.number(), z.number()]))) },
        'STAFF_HOURS must be days and hours like "Mon-Fri 09:00-17:00" (several separated by ";")',
      ),
    ),
  /** The zone STAFF_HOURS are read in (IANA name). */
  STAFF_TIME_ZONE: z
    .string()
    .optional()
    .transform((v) => v?.trim() || DEFAULT_STAFF_TIME_ZONE)
    .refine(isTimeZone, "STAFF_TIME_ZONE must be an IANA time zone, e.g. America/New_York"),
  ADMIN_SESSION_SECRET: optionalString,
  FORM_TOKEN_SECRET: optionalString,
  USER_SESSION_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl.default("https://api.openai.com/v1"),
  CONTACT_WEBHOOK_URL: optionalUrl,
  /** Signs each lead webhook (Standard Webhooks); unset: sent unsigned. */
  LEAD_WEBHOOK_SECRET: webhookSecret,
  SALES_INBOX: optionalString.default("sales@marquetext.com"),
  /** Message delivery: SMTP for email, Twilio for SMS; without them messages stay in the outbox. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
  ),
  EMAIL_FROM: emailFrom("EMAIL_FROM"),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, "TWILIO_FROM must be an E.164 number")
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optionalString,
  TWILIO_API_URL: optionalUrl.default("https://api.twilio.com"),
  /** The office's time zone: the follow-up digest goes out at 08:00 there and "due" counts its days. A leading ":" (AWS) is dropped. */
  TZ: z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/^:/, "").trim() || "America/New_York")
    .refine(isTimeZone, "TZ must be an IANA time zone, e.g. America/New_York"),
  /** Bearer secret for POST /api/outbox/drain (a scheduler's sweep). */
  CRON_SECRET: optionalString,
  LOG_LEVEL: z.enum(["DEBUG", "INFO", "WARN", "ERROR", "CRITICAL"]).default("INFO"),
  /** Log lines are also POSTed here in batches (newline-separated JSON, once a second or per 100 lines). */
  LOG_REMOTE_URL: optionalUrl,
  /** OpenTelemetry: traces go over OTLP/HTTP to `<endpoint>/v1/traces` when set (a collector, Honeycomb, Grafana…). */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** Headers for the OTLP endpoint, `name=value` pairs separated by commas (an API key). */
  OTEL_EXPORTER_OTLP_HEADERS: optionalString,
  OTEL_SERVICE_NAME: optionalString.default("marque-site"),
  /** Read by Next's server (next start, .next/standalone/server.js): the port and the address it binds. */
  PORT: optionalString,
  HOSTNAME: optionalString,
  /** Test-only: multiplies rate limits so load tests can run from one machine. */
  RATE_LIMIT_RELAXED: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /**
   * Tests only, the one switch for test hooks: /crash-test and /crash-test/server throw instead of 404ing, and
   * the follow-up digest route takes `?now=`. Refused at start with a database URL (except on the test build),
   * and by a production start of any build but the test build (isTestBuild).
   */
  E2E_TEST_HOOKS: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /**
   * Tests only: loopback ports the opt-in check may fetch pages from (a local fixture server), comma-separated.
   * Refused like E2E_TEST_HOOKS: at start with a database URL (but on the test build), and by a production start
   * of any build but the test build.
   */
  E2E_FETCH_PORTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.number().int("E2E_FETCH_PORTS must be port numbers, e.g. 4567,4568").min(1).max(65535))),
  /** Countries we text (ISO codes, comma-separated); everyone else is offered email. */
  SMS_COUNTRIES: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? DEFAULT_SMS_COUNTRIES.join(","))
        .split(",")
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, "SMS_COUNTRIES must be two-letter country codes, e.g. US,CA"))),
  /** Texts per UTC day for the whole service, counted in the database. */
  SMS_DAILY_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_SMS_DAILY_LIMIT),
  /** The recipient's local hours in which staff texts may go, HH:MM-HH:MM; outside them they wait. */
  QUIET_HOURS: z
    .string()
    .optional()
    .transform((v) => parseSendWindow(v?.trim() || "08:00-20:00"))
    .pipe(
      z.object(
        { startMinute: z.number(), endMinute: z.number() },
        'QUIET_HOURS must be "HH:MM-HH:MM", e.g. 08:00-20:00',
      ),
    ),
  /** The public base URL Twilio calls (e.g. https://marquetext.com); unset: the hub's domain, or the proxy's headers. */
  PUBLIC_URL: optionalUrl,
  /** Proxies in front of the server that append to X-Forwarded-For; the client is that many entries from the right. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Set by Vercel: the client address comes from the platform's x-vercel-forwarded-for. */
  VERCEL: z
    .string()
    .optional()
    .transform((v) => v === "1"),
  ...checkoutVars,
  ...publicUrlVars,
  ...emailFromVars,
  ...deliveryVars,
});

export type ServerEnv = z.infer<typeof serverSchema>;

/** Every variable the server reads (.env.example and docs/configuration.md list the same). */
export const SERVER_ENV_NAMES = Object.keys(serverSchema.shape) as (keyof ServerEnv)[];

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (!cached) {
    const parsed = serverSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Test hook: forget the cached env after a test changes process.env. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}

/** Default checkout address per hub, overridable by CHECKOUT_URL_<HUB>. */
export function checkoutUrl(hub: HubId): string {
  const env = serverEnv();
  return env[`CHECKOUT_URL_${hub.toUpperCase() as Uppercase<HubId>}`] ?? `https://checkout.${HUBS[hub].domain}/start`;
}

export function isSupabaseConfigured(): boolean {
  const env = serverEnv();
  return Boolean(env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY);
}

/** Twilio is usable when the account, token and a sender are all set. */
export function twilioConfig(): {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  apiUrl: string;
} | null {
  const env = serverEnv();
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !(env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID))
    return null;
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    apiUrl: env.TWILIO_API_URL,
  };
}

/** The SMS policy the cores apply: allowed countries, the daily budget, and the test-only relaxed caps. */
export function smsPolicyFromEnv(): { countries: string[]; dailyLimit: number; relaxedFactor: number } {
  const env = serverEnv();
  return {
    countries: env.SMS_COUNTRIES,
    dailyLimit: env.SMS_DAILY_LIMIT,
    relaxedFactor: env.RATE_LIMIT_RELAXED ? RELAXED_LIMIT_FACTOR : 1,
  };
}

/** Staff addresses allowed to sign in by email code, lowercased. */
export function adminEmails(): readonly string[] {
  return serverEnv().ADMIN_EMAILS;
}

/** The sales team as the cores take it: every listed address, and which of them are agents. */
export function staffRosterFromEnv(): { admins: readonly string[]; agents: readonly string[] } {
  const env = serverEnv();
  return { admins: env.ADMIN_EMAILS, agents: env.STAFF_AGENTS };
}

/** A lead's response target and the staff hours it is counted in. */
export function responseClockFromEnv(): ResponseClock {
  const env = serverEnv();
  return { targetMinutes: env.LEAD_RESPONSE_MINUTES, hours: env.STAFF_HOURS, timeZone: env.STAFF_TIME_ZONE };
}

/** DATABASE_URL, or its old name SUPABASE_DB_URL. */
export function databaseUrl(): string | undefined {
  const env = serverEnv();
  return env.DATABASE_URL ?? env.SUPABASE_DB_URL;
}

/**
 * Where the function cores run: Supabase Edge Functions when SUPABASE_URL and
 * the service-role key are set, else in-process on DATABASE_URL, else on the
 * embedded PGlite.
 */
export type BackendMode = "supabase" | "postgres" | "embedded";

export function backendMode(): BackendMode {
  if (isSupabaseConfigured()) return "supabase";
  return databaseUrl() ? "postgres" : "embedded";
}

export const REQUIRED_SECRETS = [
  "ADMIN_ACCESS_CODE",
  "ADMIN_SESSION_SECRET",
  "FORM_TOKEN_SECRET",
  "USER_SESSION_SECRET",
] as const;

/** Shortest admin access code and session secret (bytes) a production server accepts. */
export const MIN_ADMIN_CODE_LENGTH = 12;
export const MIN_SESSION_SECRET_BYTES = 32;

/**
 * Shortest value a production server accepts for each secret: our own signing keys 32 bytes (HMAC-SHA256's
 * size), the cron bearer 16, a provider's key 16 (theirs are longer; shorter means cut off when pasted).
 */
export const MIN_SECRET_LENGTH = {
  ADMIN_ACCESS_CODE: MIN_ADMIN_CODE_LENGTH,
  ADMIN_SESSION_SECRET: MIN_SESSION_SECRET_BYTES,
  FORM_TOKEN_SECRET: MIN_SESSION_SECRET_BYTES,
  USER_SESSION_SECRET: MIN_SESSION_SECRET_BYTES,
  CRON_SECRET: 16,
  SUPABASE_SERVICE_ROLE_KEY: 16,
  STRIPE_SECRET_KEY: 16,
  OPENAI_API_KEY: 16,
  TWILIO_AUTH_TOKEN: 16,
} as const;

/** A provider configured in part: each set variable needs the others, named in the refusal. */
function partialProviderProblems(env: ServerEnv): string[] {
  const problems: string[] = [];
  const needs = (isSet: boolean, missing: string[], why: string) => {
    if (isSet) for (const name of missing) problems.push(`${name} is not set (${why})`);
  };
  const twilio = Boolean(
    env.TWILIO_ACCOUNT_SID || env.TWILIO_AUTH_TOKEN || env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID,
  );
  const twilioWhy = "SMS through Twilio needs the account SID, the auth token and a sender";
  needs(twilio && !env.TWILIO_ACCOUNT_SID, ["TWILIO_ACCOUNT_SID"], twilioWhy);
  needs(twilio && !env.TWILIO_AUTH_TOKEN, ["TWILIO_AUTH_TOKEN"], twilioWhy);
  needs(
    twilio && !env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID,
    ["TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID"],
    twilioWhy,
  );
  const emailFrom = [
    "EMAIL_FROM" as const,
    ...HUB_IDS.map((id) => `EMAIL_FROM_${id.toUpperCase() as Uppercase<HubId>}` as const),
  ];
  const fromSet = emailFrom.find((name) => env[name]);
  needs(Boolean(fromSet && !env.SMTP_URL), ["SMTP_URL"], `${fromSet} is set: email goes out over SMTP`);
  needs(
    Boolean(env.SUPABASE_SERVICE_ROLE_KEY && !env.SUPABASE_URL) || Boolean(env.SUPABASE_ANON_KEY && !env.SUPABASE_URL),
    ["SUPABASE_URL"],
    "a Supabase key is set without its project",
  );
  needs(
    Boolean(env.OTEL_EXPORTER_OTLP_HEADERS && !env.OTEL_EXPORTER_OTLP_ENDPOINT),
    ["OTEL_EXPORTER_OTLP_ENDPOINT"],
    "OTEL_EXPORTER_OTLP_HEADERS is set: traces need an endpoint",
  );
  return problems;
}

/**
 * Whether this server is `npm run build:test`'s build: next.config.ts writes E2E_TEST_BUILD into the server
 * code at build time, so the variable at start cannot change it.
 */
export function isTestBuild(): boolean {
  return process.env.E2E_TEST_BUILD === "1";
}

/**
 * The loopback ports the opt-in check may fetch from: E2E_FETCH_PORTS on a test build or outside production,
 * none otherwise (checked here too, so a start that skipped the start checks still cannot open loopback).
 */
export function fetchTestPorts(): readonly number[] {
  const env = serverEnv();
  return env.NODE_ENV !== "production" || isTestBuild() ? env.E2E_FETCH_PORTS : [];
}

/**
 * Why this server must not start, one line per problem (empty when it may).
 * Off the embedded default, secrets come from the environment only, and the
 * Edge Functions mode still needs DATABASE_URL for shared state and admin reads.
 */
export function startupProblems(): string[] {
  const env = serverEnv();
  const mode = backendMode();
  const problems: string[] = [];
  if (mode !== "embedded" || env.SUPABASE_URL) {
    for (const name of REQUIRED_SECRETS)
      if (!env[name]) problems.push(`${name} is not set (required when DATABASE_URL or SUPABASE_URL is set)`);
  }
  if (env.SUPABASE_URL && !env.SUPABASE_SERVICE_ROLE_KEY)
    problems.push("SUPABASE_SERVICE_ROLE_KEY is not set (required with SUPABASE_URL)");
  if (mode === "supabase" && !databaseUrl())
    problems.push("DATABASE_URL is not set (required with SUPABASE_URL for shared state and admin reads)");
  problems.push(...partialProviderProblems(env));
  const unlisted = env.STAFF_AGENTS.filter((email) => !env.ADMIN_EMAILS.includes(email));
  if (unlisted.length > 0)
    problems.push(`STAFF_AGENTS names ${unlisted.join(", ")}, not in ADMIN_EMAILS (agents are staff listed there)`);
  problems.push(...renamedKnobProblems(process.env));
  // The test build may run its hooks on a throwaway PostgreSQL too (the texting specs move its clock).
  if (env.E2E_TEST_HOOKS && mode !== "embedded" && !isTestBuild())
    problems.push("E2E_TEST_HOOKS is for tests only: unset it with a database URL");
  if (env.E2E_TEST_HOOKS && env.NODE_ENV === "production" && !isTestBuild())
    problems.push("E2E_TEST_HOOKS is for tests only: a production start takes it only on `npm run build:test`'s build");
  if (env.E2E_FETCH_PORTS.length > 0 && mode !== "embedded" && !isTestBuild())
    problems.push("E2E_FETCH_PORTS is for tests only: unset it with a database URL");
  if (env.E2E_FETCH_PORTS.length > 0 && env.NODE_ENV === "production" && !isTestBuild())
    problems.push(
      "E2E_FETCH_PORTS is for tests only: a production start takes it only on `npm run build:test`'s build",
    );
  if (env.NODE_ENV === "production") {
    if (env.CONTACT_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
      problems.push(
        "LEAD_WEBHOOK_SECRET is not set (required with CONTACT_WEBHOOK_URL, so receivers can tell our posts from forgeries)",
      );
    }
    for (const [name, min] of Object.entries(MIN_SECRET_LENGTH) as [keyof typeof MIN_SECRET_LENGTH, number][]) {
      const value = env[name];
      if (!value || Buffer.byteLength(value) >= min) continue;
      problems.push(
        name === "ADMIN_ACCESS_CODE"
          ? `ADMIN_ACCESS_CODE is shorter than ${min} characters`
          : `${name} is shorter than ${min} bytes`,
      );
    }
  }
  return problems;
}
