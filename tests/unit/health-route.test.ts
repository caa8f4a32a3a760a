import { GET } from "@/app/api/health/route";
import { closeDatabase, openPostgres } from "@/lib/backend/database";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { startPostgres, type PostgresServer } from "../support/postgres-server.mjs";
import { migratePostgres } from "@/lib/backend/database";
import { readMigrations } from "@/lib/backend/migrations";

/** GET /api/health against a real PostgreSQL server: healthy while it runs, 503 while it is down, healthy again after. */
jest.setTimeout(60_000);

let server: PostgresServer;

beforeAll(async () => {
  server = await startPostgres();
  await migratePostgres(server.url);
  process.env.DATABASE_URL = server.url;
  resetServerEnvForTests();
  jest.spyOn(console, "error").mockImplementation(() => {});
});

afterAll(async () => {
  delete process.env.DATABASE_URL;
  resetServerEnvForTests();
  await closeDatabase();
  await server?.stop();
  jest.restoreAllMocks();
});

const check = () => GET(new Request("http://marque.localhost/api/health"));

describe("GET /api/health", () => {
  it("answers 200 with the mode, the newest migration and the outbox backlog, and nothing personal", async () => {
    const sql = openPostgres(server.url, { max: 1 }).sql;
    await sql`insert into outbox (channel, "to", subject, body, kind, status, created_at, next_attempt_at)
              values ('email', 'someone@example.com', 'Hi', 'secret body', 'notification', 'pending',
                      now() - interval '90 seconds', now())`;
    await sql.end();

    const response = await check();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: "ok",
      mode: "postgres",
      database: "reachable",
      migration: readMigrations().at(-1)?.file,
      outbox: { pending: 1, dead: 0, oldestPendingSeconds: expect.any(Number) },
    });
    expect(JSON.parse(text).outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(89);
    expect(text).not.toMatch(/someone@example\.com|secret body|postgres:\/\//);
  });

  it("answers 503 while the database is down, and 200 again once it is back, on the same pool", async () => {
    expect((await check()).status).toBe(200);
    await server.pause();
    const down = await check();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", mode: "postgres", database: "unreachable" });

    await server.resume();
    const up = await check();
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ status: "ok", database: "reachable" });
  });

  it("says degraded, with the reason and still 200, once the oldest due message has waited past 5 minutes", async () => {
    const sql = openPostgres(server.url, { max: 1 }).sql;
    await sql`insert into outbox (channel, "to", subject, body, kind, status, created_at, next_attempt_at)
              values ('sms', '+14155550100', null, 'secret text', 'notification', 'pending',
                      now() - interval '10 minutes', now() - interval '10 minutes')`;
    await sql.end();
    const response = await check();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      status: "degraded",
      reasons: [expect.stringMatching(/^oldest due message has waited \d+ s \(threshold 300 s\)$/)],
      database: "reachable",
    });
    expect(text).not.toMatch(/\+14155550100|secret text/);
  });
});
