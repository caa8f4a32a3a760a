import { serverEnv } from "@/lib/config/server-env";
import { describeBackend } from "@/lib/config/public";
import type { HubId } from "@/lib/hubs/registry";
import type { DebugOverlayLoaderProps } from "./debug-overlay-loader";

/**
 * A debug overlay listing the backend in use and the flags, in
 * development builds and on staging hosts only. The server decides what the
 * backend is and passes only its public name ("embedded", "postgres" or the Supabase URL),
 * never a key. Pages are static, so the host is only known in the browser:
 * the tiny loader decides there, and the panel's code is fetched only when it
 * shows. Note: in a production build the backend shown is the one configured
 * when the page was prerendered.
 */
export function debugOverlayProps(hub: HubId): DebugOverlayLoaderProps {
  const env = serverEnv();
  return { hub, backend: describeBackend(env), nodeEnv: env.NODE_ENV };
}
