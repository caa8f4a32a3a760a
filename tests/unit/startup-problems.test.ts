import { resetServerEnvForTests, startupProblems } from "@/lib/config/server-env";

const env = process.env as Record<string, string | undefined>;
const NAMES = [
  "NODE_ENV",
  "DATABASE_URL",
  "SUPABASE_DB_URL",
  "SUPABASE_URL",
  "SUPABASE_SERVICE_ROLE_KEY",
  "ADMIN_ACCESS_CODE",
  "ADMIN_SESSION_SECRET",
  "FORM_TOKEN_SECRET",
  "USER_SESSION_SECRET",
  "CRON_SECRET",
  "STRIPE_SECRET_KEY",
  "OPENAI_API_KEY",
  "SUPABASE_ANON_KEY",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_FROM",
  "TWILIO_MESSAGING_SERVICE_SID",
  "SMTP_URL",
  "EMAIL_FROM",
  "EMAIL_FROM_PERCYMD",
  "OTEL_EXPORTER_OTLP_ENDPOINT",
  "OTEL_EXPORTER_OTLP_HEADERS",
  "ADMIN_EMAILS",
  "STAFF_AGENTS",
  "STAFF_HOURS",
  "STAFF_TIME_ZONE",
  "LEAD_RESPONSE_MINUTES",
];
const saved = Object.fromEntries(NAMES.map((n) => [n, env[n]]));

function problemsWith(vars: Record<string, string>): string[] {
  for (const name of NAMES) delete env[name];
  Object.assign(env, vars);
  resetServerEnvForTests();
  return startupProblems();
}

afterAll(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete env[name];
    else env[name] = saved[name];
  }
  resetServerEnvForTests();
});

const GOOD = {
  ADMIN_ACCESS_CODE: "a-long-admin-code",
  ADMIN_SESSION_SECRET: "0123456789abcdef0123456789abcdef",
  FORM_TOKEN_SECRET: "form-secret-0123456789abcdef0123456789",
  USER_SESSION_SECRET: "user-secret-0123456789abcdef0123456789",
};

describe("startupProblems", () => {
  it("the embedded default needs nothing (its secrets are generated)", () => {
    expect(problemsWith({ NODE_ENV: "production" })).toEqual([]);
  });

  it("with DATABASE_URL, names every missing secret", () => {
    expect(
      problemsWith({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://db/app",
        ADMIN_ACCESS_CODE: GOOD.ADMIN_ACCESS_CODE,
      }),
    ).toEqual([
      "ADMIN_SESSION_SECRET is not set (required when DATABASE_URL or SUPABASE_URL is set)",
      "FORM_TOKEN_SECRET is not set (required when DATABASE_URL or SUPABASE_URL is set)",
      "USER_SESSION_SECRET is not set (required when DATABASE_URL or SUPABASE_URL is set)",
    ]);
    expect(problemsWith({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app", ...GOOD })).toEqual([]);
  });

  it("the Edge Functions mode also needs DATABASE_URL (SUPABASE_DB_URL is its old name)", () => {
    const supabase = {
      SUPABASE_URL: "https://x.supabase.co",
      SUPABASE_SERVICE_ROLE_KEY: "service-role-key-0123456789",
      ...GOOD,
    };
    expect(problemsWith(supabase)).toEqual([
      "DATABASE_URL is not set (required with SUPABASE_URL for shared state and admin reads)",
    ]);
    expect(problemsWith({ ...supabase, SUPABASE_DB_URL: "postgres://db/app" })).toEqual([]);
  });

  it("in production, refuses an admin code under 12 characters and a session secret under 32 bytes", () => {
    expect(
      problemsWith({
        NODE_ENV: "production",
        ...GOOD,
        ADMIN_ACCESS_CODE: "12345678901",
        ADMIN_SESSION_SECRET: "x".repeat(31),
      }),
    ).toEqual(["ADMIN_ACCESS_CODE is shorter than 12 characters", "ADMIN_SESSION_SECRET is shorter than 32 bytes"]);
    expect(problemsWith({ NODE_ENV: "development", ...GOOD, ADMIN_ACCESS_CODE: "short" })).toEqual([]);
  });

  it("in production, refuses every secret shorter than its minimum, naming it", () => {
    expect(
      problemsWith({
        NODE_ENV: "production",
        ...GOOD,
        FORM_TOKEN_SECRET: "x".repeat(31),
        USER_SESSION_SECRET: "x".repeat(31),
        CRON_SECRET: "x".repeat(15),
        STRIPE_SECRET_KEY: "sk_live_x",
        OPENAI_API_KEY: "sk-x",
      }),
    ).toEqual([
      "FORM_TOKEN_SECRET is shorter than 32 bytes",
      "USER_SESSION_SECRET is shorter than 32 bytes",
      "CRON_SECRET is shorter than 16 bytes",
      "STRIPE_SECRET_KEY is shorter than 16 bytes",
      "OPENAI_API_KEY is shorter than 16 bytes",
    ]);
  });

  it("refuses a provider configured in part, naming the missing variable", () => {
    const token = { TWILIO_AUTH_TOKEN: "0123456789abcdef0123456789abcdef" };
    expect(problemsWith({ TWILIO_ACCOUNT_SID: "AC0123" })).toEqual([
      "TWILIO_AUTH_TOKEN is not set (SMS through Twilio needs the account SID, the auth token and a sender)",
      "TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is not set (SMS through Twilio needs the account SID, the auth token and a sender)",
    ]);
    expect(problemsWith({ ...token, TWILIO_FROM: "+15551234567" })).toEqual([
      "TWILIO_ACCOUNT_SID is not set (SMS through Twilio needs the account SID, the auth token and a sender)",
    ]);
    expect(problemsWith({ TWILIO_ACCOUNT_SID: "AC0123", ...token, TWILIO_MESSAGING_SERVICE_SID: "MG1" })).toEqual([]);
    expect(problemsWith({ EMAIL_FROM: "Marque <no-reply@marquetext.com>" })).toEqual([
      "SMTP_URL is not set (EMAIL_FROM is set: email goes out over SMTP)",
    ]);
    expect(problemsWith({ EMAIL_FROM_PERCYMD: "PercyMD <no-reply@percymd.com>" })).toEqual([
      "SMTP_URL is not set (EMAIL_FROM_PERCYMD is set: email goes out over SMTP)",
    ]);
    expect(() => problemsWith({ EMAIL_FROM_PERCYMD: "PercyMD" })).toThrow(/EMAIL_FROM_PERCYMD must be an address/);
    expect(problemsWith({ SUPABASE_ANON_KEY: "anon-key-0123456789" })).toEqual([
      "SUPABASE_URL is not set (a Supabase key is set without its project)",
    ]);
    expect(problemsWith({ OTEL_EXPORTER_OTLP_HEADERS: "x-api-key=1" })).toEqual([
      "OTEL_EXPORTER_OTLP_ENDPOINT is not set (OTEL_EXPORTER_OTLP_HEADERS is set: traces need an endpoint)",
    ]);
  });

  it("refuses agents who are not staff, and a response clock it cannot read", () => {
    expect(problemsWith({ ADMIN_EMAILS: "ann@example.com,cy@example.com", STAFF_AGENTS: "Cy@Example.com" })).toEqual(
      [],
    );
    expect(problemsWith({ ADMIN_EMAILS: "ann@example.com", STAFF_AGENTS: "eve@example.com" })).toEqual([
      "STAFF_AGENTS names eve@example.com, not in ADMIN_EMAILS (agents are staff listed there)",
    ]);
    expect(() => problemsWith({ STAFF_HOURS: "9 to 5" })).toThrow(/STAFF_HOURS must be days and hours/);
    expect(() => problemsWith({ STAFF_TIME_ZONE: "Mars/Base" })).toThrow(/STAFF_TIME_ZONE must be an IANA time zone/);
    expect(() => problemsWith({ LEAD_RESPONSE_MINUTES: "0" })).toThrow(/LEAD_RESPONSE_MINUTES/);
    expect(problemsWith({ STAFF_HOURS: "Mon-Fri 08:30-18:00; Sat 10:00-14:00", LEAD_RESPONSE_MINUTES: "30" })).toEqual(
      [],
    );
  });
});
