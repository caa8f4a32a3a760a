// Shared Deno host for the Edge Functions, running the same cores as the Node
// server: parse JSON, build the request context, run one core over
// postgres.js (SUPABASE_DB_URL), answer with the project's JSON error shape.
// npm: specifiers only, pinned to the versions the Node side uses. ./lib is laid
// out from the repository's lib/ by `npm run functions:bundle` (git-ignored).
// This is its own process, so it opens its own client; the adapter is the
// one the Node server uses.
import postgres from "npm:postgres@3.4.9";
import type { ZodType } from "npm:zod@4.6.7";
import { AppError, errorBody, isAppError } from "./lib/errors/app-error.ts";
import { createLogger } from "./lib/log/create-logger.ts";
import { isHubId } from "./lib/hubs/registry.ts";
import { fieldErrors } from "./lib/validation/fields.ts";
import { postgresDb, type Db } from "./lib/backend/core/db.ts";
import type { CoreDeps } from "./lib/backend/core/deps.ts";
import type { RequestContext } from "./lib/types/backend.ts";
import { PostgresLimitStore, RateLimiter, type LimitName } from "./lib/backend/core/limits.ts";
import { limitKey } from "./lib/backend/core/limit-key.ts";
import { DEFAULT_SMS_COUNTRIES, DEFAULT_SMS_DAILY_LIMIT, RELAXED_LIMIT_FACTOR } from "./lib/config/rules.ts";
import { responseClockFrom } from "./lib/config/staff-hours.ts";

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(
    options: { port?: number; hostname?: string; onListen?: (addr: unknown) => void },
    handler: (request: Request) => Promise<Response>,
  ): unknown;
};

const MAX_BODY_BYTES = 16 * 1024;

type Sql = ReturnType<typeof postgres>;

const env = (name: string) => {
  const value = Deno.env.get(name)?.trim();
  return value ? value : undefined;
};

const logger = createLogger({
  level: (env("LOG_LEVEL") as "DEBUG" | "INFO" | "WARN" | "ERROR" | "CRITICAL" | undefined) ?? "INFO",
  remoteUrl: env("LOG_REMOTE_URL"),
  // An Edge Function may be stopped soon after it answers: send the lines of this turn right away.
  remoteFlushMs: 0,
});

const relaxedFactor = () => (env("RATE_LIMIT_RELAXED") ? RELAXED_LIMIT_FACTOR : 1);

let sql: Sql | undefined;
function deps(): CoreDeps {
  const url = env("SUPABASE_DB_URL");
  if (!url) throw new AppError("DB_CONNECTION_ERROR", "The service is unavailable. Please try again.", { status: 503 });
  // Functions reach the database through Supabase's pooler: no prepared statements.
  sql ??= postgres(url, { max: 2, prepare: false, onnotice: () => {} });
  return {
    db: postgresDb(sql),
    logger,
    salesInbox: env("SALES_INBOX") ?? "sales@marquetext.com",
    webhookUrl: env("CONTACT_WEBHOOK_URL"),
    smsPolicy: {
      countries: (env("SMS_COUNTRIES") ?? DEFAULT_SMS_COUNTRIES.join(","))
        .split(",")
        .map((c) => c.trim().toUpperCase())
        .filter((c) => /^[A-Z]{2}$/.test(c)),
      dailyLimit: Number.parseInt(env("SMS_DAILY_LIMIT") ?? String(DEFAULT_SMS_DAILY_LIMIT), 10) || 0,
      relaxedFactor: relaxedFactor(),
    },
    // New leads' owners come from the roster the Node server keeps in the database.
    responseClock: responseClockFrom({
      minutes: env("LEAD_RESPONSE_MINUTES"),
      hours: env("STAFF_HOURS"),
      timeZone: env("STAFF_TIME_ZONE"),
    }),
  };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

function answerError(error: AppError): Response {
  const headers: Record<string, string> = {};
  if (error.retryAfter !== undefined) headers["retry-after"] = String(Math.max(1, Math.ceil(error.retryAfter)));
  return json(errorBody(error), error.status, headers);
}

/** Constant-time string comparison (no early exit on the first differing byte). */
function sameText(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/**
 * Only our Next server calls these functions, with the service-role key:
 * checked here, not only by the gateway (which accepts any project JWT).
 */
function holdsServiceRole(request: Request): boolean {
  const key = env("SUPABASE_SERVICE_ROLE_KEY");
  return Boolean(key) && sameText(request.headers.get("authorization") ?? "", `Bearer ${key}`);
}

/** Who asked, as the Next server saw it (the caller is already known to hold the service-role key). */
function contextOf(body: Record<string, unknown>): RequestContext {
  const given = body.context as Partial<RequestContext> | undefined;
  const ctx = given && typeof given === "object" ? given : {};
  return {
    ip: String(ctx.ip ?? "unknown").slice(0, 64),
    userAgent: String(ctx.userAgent ?? "").slice(0, 512),
    hub: isHubId(ctx.hub) ? ctx.hub : "marque",
  };
}

/** One hit of a limit rule for a key (and the 429's message), as the route handlers count them. */
export type LimitCheck = [LimitName, string, string?];

let limiter: RateLimiter | undefined;

/**
 * The same rules as the Node routes, counted in the same table under an `edge:` prefix: a request the
 * server forwards counts once on each side and both reach the limit together, and a direct caller is held
 * to the limits too.
 */
async function enforceLimits(checks: LimitCheck[], db: Db): Promise<void> {
  limiter ??= new RateLimiter(new PostgresLimitStore(db), { relaxedFactor: relaxedFactor() });
  for (const [name, key, message = "Too many requests. Please wait and try again."] of checks) {
    const result = await limiter.limit(name, `edge:${limitKey(key)}`);
    if (!result.ok) {
      throw new AppError("API_RATE_LIMITED", message, {
        status: 429,
        severity: "LOW",
        retryAfter: result.retryAfterSeconds,
      });
    }
  }
}

/**
 * Serve one function: `run` gets the parsed input, the core deps and the context, after the hits `limits`
 * names have been counted.
 */
export function serveFunction<S extends ZodType>(
  schema: S,
  run: (input: ReturnType<S["parse"]>, deps: CoreDeps, ctx: RequestContext) => Promise<unknown>,
  limits: (input: ReturnType<S["parse"]>, ctx: RequestContext) => LimitCheck[] = () => [],
): void {
  const port = env("PORT");
  Deno.serve(port ? { port: Number(port), hostname: "127.0.0.1" } : {}, async (request) => {
    try {
      if (!holdsServiceRole(request)) {
        return answerError(
          new AppError("API_UNAUTHORIZED", "This function answers only the site's server.", { status: 401 }),
        );
      }
      if (request.method !== "POST") return answerError(new AppError("API_BAD_REQUEST", "Use POST.", { status: 405 }));
      const text = await request.text();
      if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) {
        return answerError(new AppError("API_BAD_REQUEST", "Request body must be at most 16 KB.", { status: 413 }));
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return answerError(new AppError("API_BAD_REQUEST", "Request body is not valid JSON.", { status: 400 }));
      }
      const record = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        return answerError(
          new AppError("VALIDATION_INVALID_FORMAT", "Please check the highlighted fields.", {
            status: 422,
            fields: fieldErrors(parsed.error),
          }),
        );
      }
      const input = parsed.data as ReturnType<S["parse"]>;
      const ctx = contextOf(record);
      const core = deps();
      await enforceLimits(limits(input, ctx), core.db);
      return json(await run(input, core, ctx));
    } catch (error) {
      if (isAppError(error)) return answerError(error);
      logger.error("edge function failed", { code: "API_SERVER_ERROR", error });
      return answerError(
        new AppError("API_SERVER_ERROR", "Something went wrong on our side. Please try again.", { status: 500 }),
      );
    }
  });
}
