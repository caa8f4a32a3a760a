import "server-only";
import {
  backendMode,
  databaseUrl,
  responseClockFromEnv,
  serverEnv,
  smsPolicyFromEnv,
  staffRosterFromEnv,
} from "@/lib/config/server-env";
import { serverNow } from "@/lib/config/test-clock";
import { logger } from "@/lib/log/logger";
import type { Backend } from "@/lib/types/backend";
import { createCores } from "./core/index";
import { database, databaseOpening } from "./database";
import { withOutboxHandOff } from "./outbox-hand-off";
import { staffSendWindow } from "./staff-send-window";
import { createSupabaseTransport } from "./supabase-transport";
import { processStores, type ProcessStores } from "./stores/index";

let backend: { opening: number; door: Backend & ProcessStores } | undefined;

function createBackend(): Backend {
  const env = serverEnv();
  const mode = backendMode();
  if (mode === "supabase") {
    if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) throw new Error("Supabase is not configured");
    return createSupabaseTransport({
      url: env.SUPABASE_URL,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
      // Admin reads and changes go straight to DATABASE_URL.
      db: databaseUrl() ? database() : null,
      sendWindow: staffSendWindow(),
      salesInbox: env.SALES_INBOX,
      staff: staffRosterFromEnv(),
      responseClock: responseClockFromEnv(),
    });
  }
  const cores = createCores({
    db: database(),
    now: serverNow,
    logger,
    salesInbox: env.SALES_INBOX,
    webhookUrl: env.CONTACT_WEBHOOK_URL,
    smsPolicy: smsPolicyFromEnv(),
    sendWindow: staffSendWindow(),
    staff: staffRosterFromEnv(),
    responseClock: responseClockFromEnv(),
  });
  return { kind: mode, ...cores };
}

/**
 * The one door to the data: the named functions (submit-contact, start-verification, verify-code,
 * resend-verification, demo-send) and the admin reads, in the hosted Edge Functions when SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY are set, else the cores in-process; and the process's own stores (vitals, form
 * tokens, the outbox's retries, health…), always on the process's database (lib/backend/database.ts).
 */
export function getBackend(): Backend & ProcessStores {
  // Built on the database as it is now opened; a closed database (tests, a restart) gets a new door.
  if (backend?.opening !== databaseOpening())
    backend = {
      opening: databaseOpening(),
      door: { ...withOutboxHandOff(createBackend()), ...processStores(database()) },
    };
  return backend.door;
}

/** Test hook: forget the chosen backend after env changes. */
export function resetBackendForTests(): void {
  backend = undefined;
}
