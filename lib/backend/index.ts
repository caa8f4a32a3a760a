import "server-only";
import { backendMode } from "@/lib/config/server-env";
import type { Backend } from "./types";
import { createEmbeddedBackend } from "./embedded/index";
import { createPostgresBackend } from "./postgres/index";
import { createSupabaseBackend } from "./supabase/index";
import { withOutboxHandOff } from "@/lib/messaging/hand-off";

export type * from "./types";

let backend: Backend | undefined;

/**
 * The one door to the backend: Supabase Edge Functions when SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY are set, else the cores in-process on
 * DATABASE_URL, else the cores over the embedded PGlite.
 */
export function getBackend(): Backend {
  if (!backend) {
    const mode = backendMode();
    const chosen =
      mode === "supabase"
        ? createSupabaseBackend()
        : mode === "postgres"
          ? createPostgresBackend()
          : createEmbeddedBackend();
    backend = withOutboxHandOff(chosen);
  }
  return backend;
}

/** Test hook: forget the chosen backend after env changes. */
export function resetBackendForTests(): void {
  backend = undefined;
}
