#!/usr/bin/env node
// npm run db:retention: clear IP addresses and user agents past the retention
// period, and remove old field-vitals samples and opt-in check reports (lib/backend/core/retention.ts). With DATABASE_URL (or its old name
// SUPABASE_DB_URL) it works on that database; otherwise on the embedded one under DATA_DIR (default
// .data), and refuses while a server holds that folder (the server clears it itself, daily).
import path from "node:path";
import { loadProjectEnv } from "./lib/load-env.mjs";
import { databaseModule, jiti } from "./lib/database.mjs";

loadProjectEnv();
const {
  forgetNetworkData,
  NETWORK_DATA_RETENTION_DAYS,
  OPT_IN_REPORT_RETENTION_DAYS,
  removeOldOptInReports,
  removeOldVitals,
  VITALS_RETENTION_DAYS,
} = await jiti.import("@/lib/backend/core/retention.ts");

let db;
let close;
const databaseUrl = process.env.DATABASE_URL || process.env.SUPABASE_DB_URL;
if (databaseUrl) {
  const { openPostgres } = await databaseModule();
  ({ db, close } = openPostgres(databaseUrl, { max: 1, prepare: process.env.DATABASE_PREPARE !== "false" }));
} else {
  const dataDir = path.resolve(process.env.DATA_DIR || ".data");
  const { lockOwner } = await jiti.import("@/lib/backend/embedded/data-dir-lock.ts");
  const owner = lockOwner(dataDir);
  if (owner) {
    console.error(
      `[retention] a server (pid ${owner}) holds ${dataDir}: it clears old network data itself at start and daily; ` +
        "nothing to do here while it runs.",
    );
    process.exit(1);
  }
  const { openPglite, pgliteDb } = await databaseModule();
  const pg = await openPglite(dataDir);
  db = pgliteDb(async () => pg);
  close = () => pg.close();
}

try {
  const cleared = await forgetNetworkData(db);
  console.log(
    `[retention] cleared IP and user agent older than ${NETWORK_DATA_RETENTION_DAYS} days: ` +
      `${cleared.consents} consent records, ${cleared.submissions} submissions`,
  );
  const removed = await removeOldVitals(db);
  console.log(`[retention] removed ${removed} field-vitals samples older than ${VITALS_RETENTION_DAYS} days`);
  const reports = await removeOldOptInReports(db);
  console.log(`[retention] removed ${reports} opt-in check reports older than ${OPT_IN_REPORT_RETENTION_DAYS} days`);
} finally {
  await close();
}
