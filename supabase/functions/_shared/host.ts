// Shared Deno host for the Edge Functions (issue 3 "Two hosts for the same
// cores"): parse JSON, build the request context, run one core over
// postgres.js (SUPABASE_DB_URL), answer with the project's JSON error shape.
// npm: specifiers only (jsr: and URL imports are unreachable offline; STACK.md).
import postgres from "npm:postgres@^3.4";
import type { ZodType } from "npm:zod@^4";
import { AppError, errorBody, isAppError } from "../../../lib/errors.ts";
import { createLogger } from "../../../lib/log/create-logger.ts";
import { isHubId } from "../../../lib/hubs/registry.ts";
import { fieldErrors } from "../../../lib/validation/fields.ts";
import type { Db } from "../../../lib/backend/core/db.ts";
import type { CoreDeps } from "../../../lib/backend/core/deps.ts";
import type { RequestContext } from "../../../lib/backend/types.ts";

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(options: { port?: number; hostname?: string; onListen?: (addr: unknown) => void }, handler: (request: Request) => Promise<Response>): unknown;
};

const MAX_BODY_BYTES = 16 * 1024;

type Sql = ReturnType<typeof postgres>;

function sqlDb(sql: Sql): Db {
  return {
    query: async <T>(text: string, params: unknown[] = []) => ({ rows: (await sql.unsafe(text, params as never[])) as unknown as T[] }),
    transaction: <R>(fn: (tx: Db) => Promise<R>) =>
      sql.begin((tx) => fn({ query: async <T>(text: string, params: unknown[] = []) => ({ rows: (await tx.unsafe(text, params as never[])) as unknown as T[] }) })) as Promise<R>,
  };
}

const env = (name: string) => {
  const value = Deno.env.get(name)?.trim();
  return value ? value : undefined;
};

const logger = createLogger({
  level: (env("LOG_LEVEL") as "DEBUG" | "INFO" | "WARN" | "ERROR" | "CRITICAL" | undefined) ?? "INFO",
  remoteUrl: env("LOG_REMOTE_URL"),
});

let sql: Sql | undefined;
function deps(): CoreDeps {
  const url = env("SUPABASE_DB_URL");
  if (!url) throw new AppError("DB_CONNECTION_ERROR", "The service is unavailable. Please try again.", { status: 503 });
  sql ??= postgres(url, { max: 2, prepare: false, onnotice: () => {} });
  return {
    db: sqlDb(sql),
    logger,
    salesInbox: env("SALES_INBOX") ?? "sales@marquetext.com",
    webhookUrl: env("CONTACT_WEBHOOK_URL"),
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

/** Who asked: trusted from the body only when the caller holds the service-role key (our Next server). */
function contextOf(request: Request, body: Record<string, unknown>): RequestContext {
  const key = env("SUPABASE_SERVICE_ROLE_KEY");
  const auth = request.headers.get("authorization") ?? "";
  const given = body.context as Partial<RequestContext> | undefined;
  if (key && auth === `Bearer ${key}` && given && typeof given === "object") {
    return {
      ip: String(given.ip ?? "unknown").slice(0, 64),
      userAgent: String(given.userAgent ?? "").slice(0, 512),
      hub: isHubId(given.hub) ? given.hub : "marque",
    };
  }
  return {
    ip: request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown",
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 512),
    hub: "marque",
  };
}

/** Serve one function: `run` gets the parsed input, the core deps and the context. */
export function serveFunction<S extends ZodType>(
  schema: S,
  run: (input: ReturnType<S["parse"]>, deps: CoreDeps, ctx: RequestContext) => Promise<unknown>,
): void {
  const port = env("PORT");
  Deno.serve(port ? { port: Number(port), hostname: "127.0.0.1" } : {}, async (request) => {
    try {
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
        return answerError(new AppError("VALIDATION_INVALID_FORMAT", "Please check the highlighted fields.", { status: 422, fields: fieldErrors(parsed.error) }));
      }
      return json(await run(parsed.data as ReturnType<S["parse"]>, deps(), contextOf(request, record)));
    } catch (error) {
      if (isAppError(error)) return answerError(error);
      logger.error("edge function failed", { code: "API_SERVER_ERROR", error });
      return answerError(new AppError("API_SERVER_ERROR", "Something went wrong on our side. Please try again.", { status: 500 }));
    }
  });
}
