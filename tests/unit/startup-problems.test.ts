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
  FORM_TOKEN_SECRET: "form-secret",
  USER_SESSION_SECRET: "user-secret",
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
    const supabase = { SUPABASE_URL: "https://x.supabase.co", SUPABASE_SERVICE_ROLE_KEY: "key", ...GOOD };
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
});
