/**
 * The site's own backend for a jest file that calls route handlers: server variables set (DATA_DIR is
 * memory://<name> unless given), the cached config, secrets, backend and rate limiter forgotten, and the
 * embedded database opened from the migrated snapshot, all before the file's first test; the database
 * closed and the variables put back after its last. A variable given as undefined is unset.
 */
import { resetBackendForTests } from "@/lib/backend";
import { closeDatabase } from "@/lib/backend/database";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { resetSecretsForTests } from "@/lib/security/secrets";
import { openEmbeddedFromSnapshot } from "./test-database";

type Vars = Record<string, string | undefined>;

/** Set `vars` in process.env (undefined unsets) and answer what they were, to put back with the same call. */
export function setEnv(vars: Vars): Vars {
  const env = process.env as Vars;
  const before: Vars = {};
  for (const [name, value] of Object.entries(vars)) {
    before[name] = env[name];
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return before;
}

/** Forget everything cached from process.env: config, secrets, the chosen backend, the rate limiter. */
export function resetServerState(): void {
  resetServerEnvForTests();
  resetSecretsForTests();
  resetBackendForTests();
  resetRateLimiterForTests();
}

export interface EmbeddedBackendOptions {
  /** Silence console.log/info/warn/error for the file (logs that are not under test). */
  quiet?: boolean;
}

/** `vars` may be a function, read in beforeAll: for values known only then (a stand-in's URL). */
export function withEmbeddedBackend(
  name: string,
  vars: Vars | (() => Vars) = {},
  { quiet = false }: EmbeddedBackendOptions = {},
): void {
  let before: Vars = {};
  beforeAll(async () => {
    before = setEnv({ DATA_DIR: `memory://${name}`, ...(typeof vars === "function" ? vars() : vars) });
    resetServerState();
    if (quiet)
      for (const method of ["log", "info", "warn", "error"] as const)
        jest.spyOn(console, method).mockImplementation(() => {});
    await openEmbeddedFromSnapshot();
  }, 60_000);
  afterAll(async () => {
    await closeDatabase();
    if (quiet) jest.restoreAllMocks();
    setEnv(before);
    resetServerState();
  });
}
