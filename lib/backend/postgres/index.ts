import "server-only";
import { serverEnv, smsPolicyFromEnv } from "@/lib/config/server-env";
import { logger } from "@/lib/logger";
import type { Backend } from "../types";
import { createCores } from "../core/index";
import { postgresPoolDb } from "./pool";

/**
 * The cores in-process on DATABASE_URL: any number of server instances may
 * share the database. Its schema is applied by `npm run db:migrate`.
 */
export function createPostgresBackend(): Backend {
  const db = postgresPoolDb();
  if (!db) throw new Error("DATABASE_URL is not set");
  const env = serverEnv();
  const cores = createCores({
    db,
    logger,
    salesInbox: env.SALES_INBOX,
    webhookUrl: env.CONTACT_WEBHOOK_URL,
    smsPolicy: smsPolicyFromEnv(),
  });
  return { kind: "postgres", ...cores };
}
