import "server-only";
import { isSupabaseConfigured } from "@/lib/env";
import type { Backend } from "./types";
import { createEmbeddedBackend } from "./embedded/index";
import { createSupabaseBackend } from "./supabase/index";
import { withOutboxHandOff } from "@/lib/messaging/hand-off";

export type * from "./types";

let backend: Backend | undefined;

/**
 * The one door to the backend (DESIGN.md "Backend"): Supabase Edge Functions
 * when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, else the embedded
 * cores over PGlite.
 */
export function getBackend(): Backend {
  backend ??= withOutboxHandOff(isSupabaseConfigured() ? createSupabaseBackend() : createEmbeddedBackend());
  return backend;
}

/** Test hook: forget the chosen backend after env changes. */
export function resetBackendForTests(): void {
  backend = undefined;
}
