import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * One way into the database per Node process: only lib/backend/database.ts opens a PGlite or a postgres.js
 * client; everything else (routes, cores' hosts, the outbox, scripts, tests, benchmarks) takes one from it.
 * The Edge Functions are their own process and open theirs in supabase/functions.
 */
const ROOTS = ["app", "lib", "components", "scripts", "tests", "bench", "proxy.ts", "instrumentation.ts"];
const HOME = path.join("lib", "backend", "database.ts");
const OPENS = [
  /\bPGlite\.create\(/,
  /\bnew PGlite\(/,
  /import\s+postgres\b[^;]*from\s+["']postgres["']/,
  /import\(["']postgres["']\)/,
];

function sourceFiles(entry: string): string[] {
  try {
    return readdirSync(entry, { withFileTypes: true }).flatMap((item) =>
      item.name === "node_modules" || item.name.startsWith(".") ? [] : sourceFiles(path.join(entry, item.name)),
    );
  } catch {
    return /\.(ts|tsx|mjs|js)$/.test(entry) ? [entry] : [];
  }
}

/**
 * The test run's PostgreSQL administrator: it creates and drops each test file's database from the migrated
 * template, in jest's parent process where no app code runs, before any app client connects.
 */
const TEST_SERVER_ADMIN = path.join("tests", "support", "postgres-template.mjs");

it("only lib/backend/database.ts opens a PGlite or a Postgres client", () => {
  const files = ROOTS.flatMap(sourceFiles);
  expect(files).toContain(HOME);
  const opening = files.filter((file) => OPENS.some((pattern) => pattern.test(readFileSync(file, "utf8"))));
  expect(opening).toEqual([HOME, TEST_SERVER_ADMIN].sort());
});

/**
 * One door to the data: run-time code outside lib/backend neither calls database() nor runs SQL; it calls the
 * backend's named functions (getBackend()). The files below still do, each until its move into the backend.
 */
const RUN_TIME = ["app", "components", "lib", "proxy.ts", "instrumentation.ts"];
const CALLS_DATABASE = /\bdatabase\(\)/;
const RUNS_SQL = /\.(?:query|unsafe)(?:<[^>(]*>)?\(\s*`/;
const STILL_ON_THEIR_WAY = [
  // Client programs: their store, opt-in and subscribers, and the routes and pages that read them.
  "app/[hub]/admin/clients/[slug]/subscribers/[id]/page.tsx",
  "app/[hub]/admin/clients/[slug]/subscribers/page.tsx",
  "app/[hub]/admin/clients/page.tsx",
  "app/api/admin/clients/[slug]/subscribers/[id]/erase/route.ts",
  "app/api/admin/clients/route.ts",
  "app/api/programs/[slug]/opt-in/route.ts",
  "components/admin/program-params.tsx",
  "components/programs/program-params.ts",
  "lib/admin/program-route.ts",
  "lib/programs/consent.ts",
  "lib/programs/inbound.ts",
  "lib/programs/opt-in.ts",
  "lib/programs/store.ts",
  "lib/programs/subscribers.ts",
  // Staff sessions and sign-in, and the audit lines of the session routes.
  "app/api/admin/session/everywhere/route.ts",
  "app/api/admin/session/route.ts",
  "lib/auth/admin-session.ts",
  "lib/auth/staff-sign-in.ts",
  // Twilio's webhooks and inbound texts, the outbox worker's queue and its runtime, the morning digest.
  "app/api/webhooks/twilio/inbound/route.ts",
  "app/api/webhooks/twilio/status/route.ts",
  "lib/messaging/follow-up-digest.ts",
  "lib/messaging/inbound.ts",
  "lib/messaging/outbox-worker.ts",
  "lib/messaging/runtime.ts",
];

it("run-time code outside lib/backend calls no database() and runs no SQL, but for the files still on their way", () => {
  const files = RUN_TIME.flatMap(sourceFiles).filter(
    (file) => !file.startsWith(path.join("lib", "backend") + path.sep),
  );
  expect(files.length).toBeGreaterThan(200);
  const open = files.filter((file) => {
    const text = readFileSync(file, "utf8");
    return CALLS_DATABASE.test(text) || RUNS_SQL.test(text);
  });
  expect(open.sort()).toEqual([...STILL_ON_THEIR_WAY].sort());
});

it("the check sees a database() call and SQL run through a Db or a client, not other calls", () => {
  expect(CALLS_DATABASE.test("const db = database();")).toBe(true);
  expect(RUNS_SQL.test("await db.query<{ n: number }>(`select 1`)")).toBe(true);
  expect(RUNS_SQL.test("await tx.query(\n  `update leads set status = $2`")).toBe(true);
  expect(RUNS_SQL.test("await sql.unsafe(`select 1`)")).toBe(true);
  expect(RUNS_SQL.test("const { rows } = await response.json();")).toBe(false);
});
