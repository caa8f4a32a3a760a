import { detectEnvironment, type Environment } from "../hubs/stage";
import { HUBS, appUrl, type HubId } from "../hubs/registry";

/**
 * Run-time configuration: one typed module.
 * - `environment` comes from the host (lib/hubs/stage.ts).
 * - What the build resolves is always the production configuration: email
 *   confirmation not skipped, dev auth off, debug mode off, the hub's web app
 *   URL, admin URL /admin — whatever the host says.
 * - `backend` names the backend in use: "embedded", "postgres" or the Supabase
 *   project URL. Never a key nor a connection string: describeBackend only
 *   ever returns the project URL.
 * Pure and client-safe; the server passes `backend` in (lib/config/server-env.ts is server-only).
 */
export const BUILD_CONFIG = {
  skipEmailConfirmation: false,
  devAuth: false,
  debugMode: false,
  adminUrl: "/admin",
} as const;

/** "embedded", "postgres" (in-process on DATABASE_URL), or the Supabase project URL. */
export type BackendInUse = string;

export interface RuntimeConfig {
  environment: Environment;
  skipEmailConfirmation: false;
  devAuth: false;
  debugMode: false;
  webAppUrl: string;
  adminUrl: "/admin";
  backend: BackendInUse;
  /** The hub-switcher flag is on in development and staging only. */
  hubSwitcher: boolean;
}

export function runtimeConfig(input: {
  host: string | null | undefined;
  hub: HubId;
  backend: BackendInUse;
}): RuntimeConfig {
  const environment = detectEnvironment(input.host);
  return {
    environment,
    ...BUILD_CONFIG,
    webAppUrl: appUrl(HUBS[input.hub]),
    backend: input.backend,
    hubSwitcher: environment !== "production",
  };
}

/**
 * The mode backendMode() in lib/config/server-env.ts picks: the Supabase transport only when both URL and server
 * key are set, else in-process on DATABASE_URL (or its old name SUPABASE_DB_URL), else embedded.
 */
export function describeBackend(env: {
  SUPABASE_URL?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  DATABASE_URL?: string;
  SUPABASE_DB_URL?: string;
}): BackendInUse {
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) return env.SUPABASE_URL;
  return env.DATABASE_URL || env.SUPABASE_DB_URL ? "postgres" : "embedded";
}

/**
 * The debug overlay shows in a development build (`next dev`) and on staging
 * hosts. A production build on any other host — including localhost, which is
 * how CI and benchmarks run it — shows nothing, so it looks exactly like prod.
 */
export function showDebugOverlay(nodeEnv: string | undefined, host: string | null | undefined): boolean {
  return nodeEnv === "development" || detectEnvironment(host) === "staging";
}
