import { spawnSync } from "node:child_process";
import { GET } from "@/app/api/health/route";
import { closeDatabase, openPostgres } from "@/lib/backend/database";
import { migrate, pendingMigrations, pendingMigrationsProblem, readMigrations } from "@/lib/backend/migrations";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { createTestDatabase, type TestDatabase } from "../support/postgres-template.mjs";

/**
 * One ledger, Supabase's: a database migrated by `npm run db:migrate` and one migrated the way
 * `supabase db push` does it (each file run, then recorded in supabase_migrations.schema_migrations as
 * version = the timestamp prefix, name, statements) are both "migrated" to /api/health, to the production
 * start check and to each other; one that lacks a file answers 503. On a real PostgreSQL server.
 */
jest.setTimeout(120_000);

const files = readMigrations();
const newest = files.at(-1)!.file;
const made: TestDatabase[] = [];

/** An empty database of this file's own on the run's PostgreSQL server. */
async function createDatabase(): Promise<string> {
  const database = await createTestDatabase({ migrated: false });
  made.push(database);
  return database.url;
}

/** What `supabase db push` does with supabase/migrations: its own ledger table, one row per file. */
async function supabaseDbPush(url: string, only = files): Promise<void> {
  const { sql, close } = openPostgres(url, { max: 1 });
  try {
    await sql.unsafe(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
      alter table supabase_migrations.schema_migrations add column if not exists statements text[];
      alter table supabase_migrations.schema_migrations add column if not exists name text;`);
    for (const m of only) {
      await sql.begin(async (tx) => {
        await tx.unsafe(m.sql);
        await tx.unsafe(
          `insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)`,
          [m.version, m.name, [m.sql]] as never[],
        );
      });
    }
  } finally {
    await close();
  }
}

/** GET /api/health with the server pointed at `url`, as a fresh process would be. */
async function healthOn(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  await closeDatabase();
  process.env.DATABASE_URL = url;
  resetServerEnvForTests();
  const response = await GET(new Request("http://marque.localhost/api/health"));
  return { status: response.status, body: await response.json() };
}

async function pendingOn(url: string): Promise<string[]> {
  const { db, close } = openPostgres(url, { max: 1 });
  try {
    return await pendingMigrations(db);
  } finally {
    await close();
  }
}

afterAll(async () => {
  await closeDatabase();
  delete process.env.DATABASE_URL;
  resetServerEnvForTests();
  for (const database of made) await database.drop();
});

describe("the migration ledger", () => {
  it("npm run db:migrate: health answers 200, and the ledger rows are the ones supabase db push writes", async () => {
    const url = await createDatabase();
    const run = spawnSync(process.execPath, ["scripts/db-migrate.mjs"], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url } as unknown as NodeJS.ProcessEnv,
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(`db:migrate: applied ${files.map((m) => m.file).join(", ")}`);

    const health = await healthOn(url);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: "ok", mode: "postgres", database: "reachable", migration: newest });

    const { sql, close } = openPostgres(url, { max: 1 });
    const rows =
      await sql`select version, name, statements from supabase_migrations.schema_migrations order by version`;
    await close();
    expect(rows.map((r) => [r.version, r.name, r.statements])).toEqual(files.map((m) => [m.version, m.name, [m.sql]]));
    expect(await pendingOn(url)).toEqual([]);
  });

  it("supabase db push: health answers 200, the start check passes and db:migrate finds nothing to do", async () => {
    const url = await createDatabase();
    await supabaseDbPush(url);

    const health = await healthOn(url);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: "ok", database: "reachable", migration: newest });
    expect(pendingMigrationsProblem(await pendingOn(url))).toBeNull();

    const { db, close } = openPostgres(url, { max: 1 });
    expect(await migrate(db)).toEqual([]);
    await close();
  });

  it("a database that lacks a migration answers 503, names it, and the production start refuses it", async () => {
    const url = await createDatabase();
    await supabaseDbPush(url, files.slice(0, -1));

    const health = await healthOn(url);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      status: "unavailable",
      mode: "postgres",
      database: "behind",
      pending: [newest],
      migration: files.at(-2)!.file,
    });
    expect(pendingMigrationsProblem(await pendingOn(url))).toContain(`1 pending migration(s) (${newest})`);

    // db:migrate applies only what push left out, and the database is healthy.
    const { db, close } = openPostgres(url, { max: 1 });
    expect(await migrate(db)).toEqual([newest]);
    await close();
    expect((await healthOn(url)).status).toBe(200);
  });

  it("a database migrated by the earlier runner (public._migrations) counts as migrated and joins Supabase's ledger", async () => {
    const url = await createDatabase();
    const { sql, db, close } = openPostgres(url, { max: 1 });
    await sql.unsafe(`create table _migrations (name text primary key, applied_at timestamptz not null default now())`);
    for (const m of files) {
      await sql.unsafe(m.sql);
      await sql.unsafe(`insert into _migrations (name) values ($1)`, [m.file]);
    }
    expect(await pendingMigrations(db)).toEqual([]);
    expect(await migrate(db)).toEqual([]);
    const rows = await sql`select version from supabase_migrations.schema_migrations order by version`;
    await close();
    expect(rows.map((r) => r.version)).toEqual(files.map((m) => m.version));
    expect((await healthOn(url)).status).toBe(200);
  });
});
