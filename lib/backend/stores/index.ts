import "server-only";
import type { VitalsBeacon } from "@/lib/validation/vitals";
import { readHealth, type DeliveryThresholds } from "../core/health.ts";
import type { Db } from "../core/db.ts";
import { migrationState, pendingMigrations } from "../migrations";
import { redeemFormToken } from "./form-tokens";
import { retryDeadAs } from "./outbox";
import { publishedProgramSlugs } from "./programs";
import { recordBeacon, speedReport } from "./vitals";

/**
 * The named reads and writes of the process's own tables, on its database in every backend mode (the Edge
 * Functions never touch them): what route handlers, pages and server actions call instead of SQL.
 */
export function processStores(db: Db) {
  return {
    vitals: {
      /** One beacon's samples, in one statement. */
      record: (beacon: VitalsBeacon) => recordBeacon(db, beacon),
      /** The speed page's percentiles for the UTC days of the period. */
      speedReport: (period: { from: string; to: string }) => speedReport(db, period),
    },
    formTokens: {
      /** Check a contact form token and spend it: a second use is refused as expired. */
      redeem: (token: string | null | undefined) => redeemFormToken(db, token),
    },
    outbox: {
      /** Retry a dead message under the actor's name (audited); whether there was one. */
      retryDead: (id: string, actor: string) => retryDeadAs(db, id, actor, new Date()),
    },
    programs: {
      /** The client programs published now, by slug (the sitemaps). */
      publishedSlugs: () => publishedProgramSlugs(db),
    },
    migrations: {
      /** The migration files the database has not applied. */
      pending: () => pendingMigrations(db),
    },
    health: {
      /** The migration ledger first, then (with none pending) delivery health and the outbox backlog. */
      read: async (now: Date, thresholds: DeliveryThresholds) => {
        const state = await migrationState(db);
        return { ...state, health: state.pending.length > 0 ? null : await readHealth(db, now, thresholds) };
      },
    },
  };
}

export type ProcessStores = ReturnType<typeof processStores>;
