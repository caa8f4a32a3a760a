/**
 * State shared by several server instances, on an empty database of the
 * file's own on the run's PostgreSQL server: migrations under a lock, the limiter's
 * atomic counter, single-use form tokens and revocable admin sessions. Each
 * "instance" is its own connection pool.
 */
import type { Sql } from "postgres";
import { postgresDb } from "@/lib/backend/core/db";
import { PostgresLimitStore, RATE_LIMITS, RateLimiter } from "@/lib/http/rate-limit";
import { issueFormToken } from "@/lib/security/form-token";
import { redeemFormToken } from "@/lib/backend/stores/form-tokens";
import { isAdminSessionLive, revokeAdminSession, startAdminSession, verifyAdminToken } from "@/lib/auth/admin-session";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { createTestDatabase, type TestDatabase } from "../support/postgres-template.mjs";
import { migratePostgres, openPostgres } from "@/lib/backend/database";
import { readMigrations } from "@/lib/backend/migrations";

jest.setTimeout(60_000);

let database: TestDatabase;
let a: Sql;
let b: Sql;

beforeAll(async () => {
  Object.assign(process.env, {
    ADMIN_SESSION_SECRET: "shared-state-admin-secret-0123456789abcdef",
    FORM_TOKEN_SECRET: "shared-state-form-secret-0123456789",
  });
  resetServerEnvForTests();
  database = await createTestDatabase({ migrated: false });
  a = openPostgres(database.url, { max: 4 }).sql;
  b = openPostgres(database.url, { max: 4 }).sql;
}, 60_000);

afterAll(async () => {
  await a?.end({ timeout: 5 });
  await b?.end({ timeout: 5 });
  await database?.drop();
});

describe("npm run db:migrate", () => {
  it("two instances migrating at once apply every file exactly once; a rerun applies nothing", async () => {
    const all = readMigrations().map((m) => m.file);
    const [first, second] = await Promise.all([migratePostgres(database.url), migratePostgres(database.url)]);
    expect([...first, ...second].sort()).toEqual(all);
    expect(await migratePostgres(database.url)).toEqual([]);
    // Recorded as `supabase db push` records them: the timestamp prefix as version, the rest as name.
    const rows = await a`select version, name from supabase_migrations.schema_migrations order by version`;
    expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(all);
  });
});

describe("the Postgres limiter", () => {
  it("counts one window across instances: the 6th contact from one IP, alternating A and B, is refused", async () => {
    const now = 1_000_000;
    const limiters = [a, b].map((sql) => new RateLimiter(new PostgresLimitStore(postgresDb(sql)), { now: () => now }));
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await limiters[i % 2].limit("contact", "198.51.100.1")).ok);
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(await limiters[0].limit("contact", "198.51.100.2")).toEqual({ ok: true, remaining: 4 });
  });

  it("is atomic: 100 concurrent hits from two pools count 100, and exactly max pass", async () => {
    const now = 2_000_000;
    const limiters = [a, b].map((sql) => new RateLimiter(new PostgresLimitStore(postgresDb(sql)), { now: () => now }));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => limiters[i % 2].limit("verifyCodePerIp", "race")),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(RATE_LIMITS.verifyCodePerIp.max);
    const [row] = await a`select count from rate_limits where key = 'verifyCodePerIp:race'`;
    expect(row.count).toBe(100);
  });

  it("starts a new window when the old one has ended", async () => {
    let now = 3_000_000;
    const limiter = new RateLimiter(new PostgresLimitStore(postgresDb(a)), { now: () => now });
    for (let i = 0; i < 5; i++) await limiter.limit("adminWrongCodePerIp", "w");
    expect(await limiter.limit("adminWrongCodePerIp", "w")).toEqual({ ok: false, retryAfterSeconds: 15 * 60 });
    now += RATE_LIMITS.adminWrongCodePerIp.windowMs;
    expect((await limiter.limit("adminWrongCodePerIp", "w")).ok).toBe(true);
  });
});

describe("shared records", () => {
  it("a form token used through A is refused through B like an expired token", async () => {
    const now = Date.now();
    const { token } = issueFormToken(now - 10_000);
    await redeemFormToken(postgresDb(a), token, now);
    await expect(redeemFormToken(postgresDb(b), token, now)).rejects.toMatchObject({
      status: 401,
      code: "AUTH_TOKEN_EXPIRED",
    });
  });

  it("an admin session signed out through A is refused through B", async () => {
    const token = await startAdminSession(Date.now(), postgresDb(a));
    const sid = verifyAdminToken(token)!.sid!;
    expect(await isAdminSessionLive(sid, Date.now(), postgresDb(b))).toBe(true);
    await revokeAdminSession(sid, Date.now(), postgresDb(a));
    expect(await isAdminSessionLive(sid, Date.now(), postgresDb(b))).toBe(false);
  });
});
