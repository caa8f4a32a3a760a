/**
 * Supabase's public roles reach nothing. A real PostgreSQL server is set up
 * the way Supabase sets up a project (the anon, authenticated and
 * service_role roles, and default privileges granting them everything new in
 * `public`) before the migrations run; then every table the catalog lists,
 * whatever migration made it, refuses every statement to anon and
 * authenticated, and so does a table created afterwards.
 */
import type { Sql } from "postgres";
import { createTestDatabase, type TestDatabase } from "../support/postgres-template.mjs";
import { migratePostgres, openPostgres } from "@/lib/backend/database";

jest.setTimeout(120_000);

const PUBLIC_ROLES = ["anon", "authenticated"] as const;
const INSUFFICIENT_PRIVILEGE = "42501";

let database: TestDatabase;
let sql: Sql;

/** Supabase's roles and default grants, as a new project has them. */
const SUPABASE_SETUP = `
  do $$ begin
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    create role service_role nologin noinherit bypassrls;
  exception when duplicate_object then null; -- roles are the server's: another run's database may have made them
  end $$;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
`;

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  sql = openPostgres(database.url, { max: 2 }).sql;
  await sql.unsafe(SUPABASE_SETUP);
  await migratePostgres(database.url);
}, 120_000);

afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await database?.drop();
});

async function tablesInCatalog(): Promise<{ name: string; column: string; rls: boolean }[]> {
  return sql<{ name: string; column: string; rls: boolean }[]>`
    select c.relname as name, c.relrowsecurity as rls,
      (select a.attname from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         and a.attidentity = '' and a.attgenerated = ''
       order by a.attnum limit 1) as column
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`;
}

function statements(table: string, column: string): Record<string, string> {
  const t = `public."${table}"`;
  return {
    select: `select * from ${t} limit 1`,
    insert: `insert into ${t} default values`,
    update: `update ${t} set "${column}" = "${column}"`,
    delete: `delete from ${t}`,
    truncate: `truncate ${t}`,
  };
}

/** The SQLSTATE a statement ends with when run as `role`, or "ok". */
async function outcomeAs(role: string, statement: string): Promise<string> {
  try {
    await sql.begin(async (tx) => {
      await tx.unsafe(`set local role ${role}`);
      await tx.unsafe(statement);
      throw new Error("rollback");
    });
    return "ok";
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code ?? "ok";
  }
}

/** Every refusal of `table`, per role and statement: all should read 42501. */
async function outcomes(table: string, column: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const role of PUBLIC_ROLES) {
    for (const [verb, statement] of Object.entries(statements(table, column))) {
      result[`${role} ${verb}`] = await outcomeAs(role, statement);
    }
  }
  return result;
}

function allRefused(): Record<string, string> {
  const result: Record<string, string> = {};
  for (const role of PUBLIC_ROLES) {
    for (const verb of ["select", "insert", "update", "delete", "truncate"]) {
      result[`${role} ${verb}`] = INSUFFICIENT_PRIVILEGE;
    }
  }
  return result;
}

describe("Supabase's public roles after the migrations", () => {
  it("are refused select, insert, update, delete and truncate on every table in the catalog, which all have RLS on", async () => {
    const tables = await tablesInCatalog();
    // The shared-state tables are among them (the catalog, not this list, decides what is checked).
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(["rate_limits", "form_token_uses", "admin_sessions", "leads"]),
    );
    // The migration ledger lives in Supabase's own schema, which the public roles cannot even enter.
    const [ledger] = await sql<{ anon: boolean; authenticated: boolean }[]>`
      select has_schema_privilege('anon', 'supabase_migrations', 'usage') as anon,
             has_schema_privilege('authenticated', 'supabase_migrations', 'usage') as authenticated`;
    expect(ledger).toEqual({ anon: false, authenticated: false });
    for (const table of tables) {
      expect({ table: table.name, rls: table.rls }).toEqual({ table: table.name, rls: true });
      expect({ table: table.name, ...(await outcomes(table.name, table.column)) }).toEqual({
        table: table.name,
        ...allRefused(),
      });
    }
  });

  it("hold no privilege on any sequence or function of the schema", async () => {
    const sequences = await sql<{ name: string; role: string; usable: boolean }[]>`
      select c.relname as name, r.rolname as role,
        has_sequence_privilege(r.oid, c.oid, 'USAGE') or has_sequence_privilege(r.oid, c.oid, 'SELECT')
          or has_sequence_privilege(r.oid, c.oid, 'UPDATE') as usable
      from pg_class c join pg_namespace n on n.oid = c.relnamespace, pg_roles r
      where n.nspname = 'public' and c.relkind = 'S' and r.rolname in ('anon', 'authenticated')`;
    expect(sequences.length).toBeGreaterThan(0); // audit_log's identity at least
    expect(sequences.filter((s) => s.usable)).toEqual([]);

    const functions = await sql<{ name: string; role: string; usable: boolean }[]>`
      select p.proname as name, r.rolname as role, has_function_privilege(r.oid, p.oid, 'EXECUTE') as usable
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace, pg_roles r
      where n.nspname = 'public' and r.rolname in ('anon', 'authenticated')`;
    expect(functions.length).toBeGreaterThan(0); // the append-only triggers at least
    expect(functions.filter((f) => f.usable)).toEqual([]);
  });

  it("reach nothing the owner creates later either: tables, sequences and functions start closed", async () => {
    await sql.unsafe(`
      create table added_later (id bigserial primary key, note text);
      create function added_later_fn() returns int language sql as 'select 1';
    `);
    try {
      expect(await outcomes("added_later", "note")).toEqual(allRefused());
      const [seq] = await sql`
        select bool_or(has_sequence_privilege(r.oid, 'added_later_id_seq', 'USAGE')) as usable
        from pg_roles r where r.rolname in ('anon', 'authenticated')`;
      expect(seq.usable).toBe(false);
      expect(await outcomeAs("anon", "select added_later_fn()")).toBe(INSUFFICIENT_PRIVILEGE);
      // The service role keeps what Supabase gives it.
      expect(await outcomeAs("service_role", "select * from added_later")).toBe("ok");
    } finally {
      await sql.unsafe(`drop table added_later; drop function added_later_fn();`);
    }
  });
});
