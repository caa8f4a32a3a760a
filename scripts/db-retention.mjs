#!/usr/bin/env node
// npm run db:retention: clear IP addresses and user agents past the retention
// period (lib/backend/core/retention.ts). With SUPABASE_DB_URL it works on the
// hosted database; otherwise on the embedded one under DATA_DIR (default
// .data), which must not be open in a running server at the same time.
import path from "node:path";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
const { forgetNetworkData, NETWORK_DATA_RETENTION_DAYS } = await jiti.import("../lib/backend/core/retention.ts");

let db;
let close;
if (process.env.SUPABASE_DB_URL) {
  const { default: postgres } = await import("postgres");
  const { postgresDb } = await jiti.import("../lib/backend/supabase/postgres-db.ts");
  const sql = postgres(process.env.SUPABASE_DB_URL, { max: 1 });
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
