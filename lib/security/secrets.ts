import "server-only";
import { randomBytes, randomInt } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serverEnv } from "@/lib/config/server-env";

/**
 * Server secrets. Set them in env for production (required whenever
 * DATABASE_URL or SUPABASE_URL is set); on the embedded default they
 * are generated at the first start, kept in `DATA_DIR/secrets.json` (mode
 * 0600), and the admin access code is printed whole, once. `next build` never
 * calls this, so the build needs none of them.
 */
export type SecretName = "ADMIN_ACCESS_CODE" | "ADMIN_SESSION_SECRET" | "FORM_TOKEN_SECRET" | "USER_SESSION_SECRET";

type Stored = Record<SecretName, string>;

let stored: Stored | undefined;

function generate(): Stored {
  const code = Array.from({ length: 3 }, () => String(randomInt(1000, 10000))).join("-");
  return {
    ADMIN_ACCESS_CODE: code,
    ADMIN_SESSION_SECRET: randomBytes(32).toString("base64url"),
    FORM_TOKEN_SECRET: randomBytes(32).toString("base64url"),
    USER_SESSION_SECRET: randomBytes(32).toString("base64url"),
  };
}

function load(): Stored {
  if (stored) return stored;
  const dir = path.resolve(serverEnv().DATA_DIR);
  const file = path.join(dir, "secrets.json");
  try {
    stored = { ...generate(), ...(JSON.parse(readFileSync(file, "utf8")) as Partial<Stored>) };
  } catch {
    stored = generate();
    mkdirSync(dir, { recursive: true });
    // Temp file + rename: a reader never sees a half-written file.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(stored, null, 2), { mode: 0o600 });
    renameSync(temp, file);
    // Whole, once: the only time the code is shown (it stays in the file for later).
    if (!serverEnv().ADMIN_ACCESS_CODE) {
      console.info(
        `[admin] No ADMIN_ACCESS_CODE set; generated one for this data directory: ${stored.ADMIN_ACCESS_CODE} (open /admin and enter it; kept in ${file})`,
      );
    }
  }
  return stored;
}

/**
 * At start, before any request: the embedded default generates its secrets now, so a first start prints the
 * admin access code where the developer is looking (not on the first visit to /admin).
 */
export function prepareSecretsAtStart(): void {
  if (serverEnv().DATA_DIR.startsWith("memory://")) return;
  load();
}

export function getSecret(name: SecretName): string {
  const fromEnv = serverEnv()[name];
  return fromEnv ?? load()[name];
}

/** Test hook. */
export function resetSecretsForTests(): void {
  stored = undefined;
}
