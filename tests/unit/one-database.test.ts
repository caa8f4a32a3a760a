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
 * One door to the data: run-time code outside lib/backend neither calls database(), nor runs a statement
 * through a Db or a client, nor holds SQL text; it calls the backend's named functions (getBackend()).
 */
const RUN_TIME = ["app", "components", "lib", "proxy.ts", "instrumentation.ts"];
const CALLS_DATABASE = /\bdatabase\(\)/;
/** A statement run through a Db (query, exec) or a postgres.js client (unsafe, or its sql`…` tag). */
const RUNS_SQL = /\.(?:query|exec|unsafe)(?:<[^>(]*>)?\(\s*[`"']|\bsql\s*`/;
/** SQL text in a string, whatever runs it: a select … from, insert into, update … set or delete from. */
const HOLDS_SQL =
  /[`"']\s*(?:select\s[^`"';]{0,400}?\sfrom\s+[a-z_"]|insert\s+into\s+[a-z_"]|update\s+[a-z_"]+\s+set\s|delete\s+from\s+[a-z_"])/;

const opensTheData = (text: string) => CALLS_DATABASE.test(text) || RUNS_SQL.test(text) || HOLDS_SQL.test(text);

it("run-time code outside lib/backend calls no database(), runs no SQL and holds none", () => {
  const files = RUN_TIME.flatMap(sourceFiles).filter(
    (file) => !file.startsWith(path.join("lib", "backend") + path.sep),
  );
  expect(files.length).toBeGreaterThan(200);
  expect(files.filter((file) => opensTheData(readFileSync(file, "utf8")))).toEqual([]);
});

it("the check sees a database() call, SQL run through a Db or a client, and SQL kept in a string", () => {
  expect(opensTheData("const db = database();")).toBe(true);
  expect(opensTheData("await db.query<{ n: number }>(`select 1`)")).toBe(true);
  expect(opensTheData("await tx.query(\n  `update leads set status = $2`")).toBe(true);
  expect(opensTheData('await db.query("delete from leads")')).toBe(true);
  expect(opensTheData("await db.exec(`create table t (id int)`)")).toBe(true);
  expect(opensTheData("await sql.unsafe(`select 1`)")).toBe(true);
  expect(opensTheData("const rows = await sql`select * from leads`;")).toBe(true);
  expect(opensTheData("const SELECT = `select p.*, v.data\n  from client_programs p`;")).toBe(true);
  expect(opensTheData('const INSERT = "insert into outbox (id) values ($1)";')).toBe(true);
  expect(opensTheData("const text = `update outbox set status = 'sent'`;")).toBe(true);
  // Words that only look like SQL are not.
  expect(opensTheData("const { rows } = await response.json();")).toBe(false);
  expect(opensTheData('<select id="check-vertical" name="vertical">')).toBe(false);
  expect(opensTheData('const label = "Select a plan from the list";')).toBe(false);
  expect(opensTheData("// select the rows from the lead table")).toBe(false);
  expect(opensTheData('"input,select,textarea{font:inherit}"')).toBe(false);
});

/**
 * jest files start from the migrated snapshot (tests/support/test-database.ts, embedded-backend.ts), never from
 * an empty in-memory PGlite: initdb plus every migration is seconds of CPU a file, the snapshot a fraction.
 */
const OPENS_EMPTY = /openPglite\(\s*["'`]memory:\/\/|DATA_DIR\s*[:=]\s*["'`]memory:\/\//;

it("no jest file opens an empty in-memory PGlite", () => {
  const self = path.join("tests", "unit", "one-database.test.ts");
  const files = sourceFiles(path.join("tests", "unit")).filter((file) => file !== self);
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((file) => OPENS_EMPTY.test(readFileSync(file, "utf8")))).toEqual([]);
  expect(OPENS_EMPTY.test('pg = await openPglite("memory://");')).toBe(true);
  expect(OPENS_EMPTY.test('Object.assign(env, { DATA_DIR: "memory://admin-roles-api" });')).toBe(true);
  expect(OPENS_EMPTY.test('process.env.DATA_DIR = "memory://opt-in-check";')).toBe(true);
});
