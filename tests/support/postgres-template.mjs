/**
 * One PostgreSQL server per test run, with the schema migrated once into a template database; each test file
 * takes its own database as a copy of it (`CREATE DATABASE … TEMPLATE`, milliseconds) instead of starting and
 * migrating a server of its own. jest's and Playwright's global set-up start it and pass its address to the
 * workers in MARQUE_TEST_POSTGRES.
 *
 * The template refuses connections once migrated: PostgreSQL cannot copy a database anyone is connected to.
 */
import postgres from "postgres";
import { startPostgres } from "./postgres-server.mjs";

export const TEMPLATE = "marque_migrated";
const ENV = "MARQUE_TEST_POSTGRES";

/** `postgres://postgres@127.0.0.1:PORT/NAME` on the run's server. */
function urlOf(server, name) {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Start the run's server and migrate the template with `migrate(url)`; sets MARQUE_TEST_POSTGRES for the
 * workers started after this. Resolves to the server (stop it at the end of the run).
 */
export async function startRunPostgres(migrate) {
  const server = await startPostgres({ database: TEMPLATE });
  await migrate(server.url);
  const admin = postgres(urlOf(server.url, "postgres"), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`alter database ${TEMPLATE} with is_template true allow_connections false`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  process.env[ENV] = urlOf(server.url, "postgres");
  return server;
}

function runServer() {
  const server = process.env[ENV];
  if (!server)
    throw new Error(
      "No PostgreSQL for this run: the global set-up starts it (jest: the integration and postgres projects; " +
        "Playwright: tests/support/playwright-global-setup.ts). Start the test through those.",
    );
  return server;
}

let made = 0;

/**
 * A database of this test file's own on the run's server: a copy of the migrated template, or an empty one
 * (`migrated: false`, for tests of the migrations themselves). `drop()` removes it, closing what is still
 * connected.
 */
export async function createTestDatabase({ migrated = true, name } = {}) {
  const server = runServer();
  const database = name ?? `t_${process.pid}_${++made}_${Date.now().toString(36)}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${database} template ${migrated ? TEMPLATE : "template0"}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return {
    name: database,
    url: urlOf(server, database),
    async drop() {
      const sql = postgres(server, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`drop database if exists ${database} with (force)`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}
