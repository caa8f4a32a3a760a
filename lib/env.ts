import "server-only";
import { z } from "zod";
import { HUB_IDS, HUBS, type HubId } from "@/lib/hubs/registry";

/**
 * Server env, checked once with zod (STYLE.md 8). Nothing else reads
 * process.env. Every variable is optional: a fresh checkout runs on the
 * embedded backend with generated secrets.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());

const checkoutVars = Object.fromEntries(
  HUB_IDS.map((id) => [`CHECKOUT_URL_${id.toUpperCase()}`, optionalUrl]),
) as Record<`CHECKOUT_URL_${Uppercase<HubId>}`, typeof optionalUrl>;

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: optionalString.default(".data"),
  SUPABASE_URL: optionalUrl,
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  /** Public anon key: with SUPABASE_URL, login codes go through Supabase Auth (issue 6). */
  SUPABASE_ANON_KEY: optionalString,
  SUPABASE_DB_URL: optionalString,
  ADMIN_ACCESS_CODE: optionalString,
  ADMIN_SESSION_SECRET: optionalString,
  FORM_TOKEN_SECRET: optionalString,
  USER_SESSION_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl.default("https://api.openai.com/v1"),
  CONTACT_WEBHOOK_URL: optionalUrl,
  SALES_INBOX: optionalString.default("sales@marquetext.com"),
  LOG_LEVEL: z.enum(["DEBUG", "INFO", "WARN", "ERROR", "CRITICAL"]).default("INFO"),
  LOG_REMOTE_URL: optionalUrl,
  /** Test-only: multiplies rate limits so load tests can run from one machine. */
  RATE_LIMIT_RELAXED: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /** Test-only: serves /crash-test, a page that throws while rendering. */
  CRASH_TEST_PAGE: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /** Proxies in front of the server that append to X-Forwarded-For; the client is that many entries from the right. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Set by Vercel: the client address comes from the platform's x-vercel-forwarded-for. */
  VERCEL: z
    .string()
    .optional()
    .transform((v) => v === "1"),
  ...checkoutVars,
});

export type ServerEnv = z.infer<typeof serverSchema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (!cached) {
    const parsed = serverSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Test hook: forget the cached env after a test changes process.env. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}

/** Default checkout address per hub, overridable by CHECKOUT_URL_<HUB>. */
export function checkoutUrl(hub: HubId): string {
  const env = serverEnv();
  return env[`CHECKOUT_URL_${hub.toUpperCase() as Uppercase<HubId>}`] ?? `https://checkout.${HUBS[hub].domain}/start`;
}

export function isSupabaseConfigured(): boolean {
  const env = serverEnv();
  return Boolean(env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY);
}
