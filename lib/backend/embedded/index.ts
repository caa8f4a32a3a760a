import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import { serverEnv, smsPolicyFromEnv } from "@/lib/config/server-env";
import { logger } from "@/lib/logger";
import type { Backend } from "../types";
import { createCores } from "../core/index";
import { openPglite, pgliteDb } from "./pglite";
import { unlockDataDir } from "./data-dir-lock";
import { forgetNetworkData } from "../core/retention";

const DAY_MS = 24 * 60 * 60 * 1000;

/** IP addresses and user agents past the retention period are cleared at open, then once a day. */
function keepRetention(ready: Promise<PGlite>): void {
  const run = () =>
    forgetNetworkData(pgliteDb(() => ready)).catch((error) =>
      logger.error("retention run failed", { code: "DB_QUERY_ERROR", error }),
    );
  ready.then(
    () => {
      void run();
      setInterval(run, DAY_MS).unref();
    },
    () => {},
  );
}

/**
 * The embedded host (the default): the cores in-process over PGlite under
 * DATA_DIR. One instance per process, kept on globalThis so that dev reloads
 * of this module do not open the data directory a second time.
 */
const store = globalThis as unknown as { __pglite?: { dataDir: string; ready: Promise<PGlite> } };

export function embeddedDatabase(): Promise<PGlite> {
  const dataDir = serverEnv().DATA_DIR;
  if (!store.__pglite || store.__pglite.dataDir !== dataDir) {
    const ready = openPglite(dataDir);
    store.__pglite = { dataDir, ready };
    if (!dataDir.startsWith("memory://")) keepRetention(ready);
    ready.catch((error) => {
      logger.critical("embedded database failed to open", { code: "DB_CONNECTION_ERROR", error });
      if (store.__pglite?.ready === ready) store.__pglite = undefined;
    });
  }
  return store.__pglite.ready;
}

/** Close and forget the process's instance, releasing DATA_DIR (shutdown, tests). */
export async function closeEmbeddedDatabase(): Promise<void> {
  const current = store.__pglite;
  store.__pglite = undefined;
  if (!current) return;
  try {
    await (await current.ready).close();
  } catch {
    /* it never opened */
  }
  if (!current.dataDir.startsWith("memory://")) unlockDataDir(current.dataDir);
}

export function createEmbeddedBackend(): Backend {
  const env = serverEnv();
  const cores = createCores({
    db: pgliteDb(embeddedDatabase),
    logger,
    salesInbox: env.SALES_INBOX,
    webhookUrl: env.CONTACT_WEBHOOK_URL,
    smsPolicy: smsPolicyFromEnv(),
  });
  return { kind: "embedded", ...cores };
}
