#!/usr/bin/env node
// npm run db:retention: clear IP addresses and user agents past the retention
// period (lib/backend/core/retention.ts). With DATABASE_URL (or its old name
// SUPABASE_DB_URL) it works on that database; otherwise on the embedded one under DATA_DIR (default
// .data), which must not be open in a running server at the same time.
import path from "node:path";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
const { forgetNetworkData, NETWORK_DATA_RETENTION_DAYS } = await jiti.import("../lib/backend/core/retention.ts");

let db;
let close;
const databaseUrl = process.env.DATABASE_URL || process.env.SUPABASE_DB_URL;
if (databaseUrl) {
  const { default: postgres } = await import("postgres");
  const { postgresDb } = await jiti.import("../lib/backend/supabase/postgres-db.ts");
  const sql = postgres(databaseUrl, { max: 1, prepare: false });
  db = postgresDb(sql);
  close = () => sql.end();
} else {
  const { openPglite, pgliteDb } = await jiti.import("../lib/backend/embedded/pglite.ts");
  const pg = await openPglite(path.resolve(process.env.DATA_DIR || ".data"));
  db = pgliteDb(async () => pg);
  close = () => pg.close();
}

try {
  const cleared = await forgetNetworkData(db);
  console.log(
    `[retention] cleared IP and user agent older than ${NETWORK_DATA_RETENTION_DAYS} days: ` +
      `${cleared.consents} consent records, ${cleared.submissions} submissions`,
  );
} finally {
  await close();
}
