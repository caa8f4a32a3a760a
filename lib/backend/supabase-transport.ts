import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { AppError, ERROR_CODES, type ErrorCode } from "@/lib/errors/app-error";
import { logger } from "@/lib/log/logger";
import type { Backend } from "@/lib/types/backend";
import { createCores } from "./core/index";
import { OUTGOING_TIMEOUT_MS, timedFetch } from "./timed-fetch";
import type { Db } from "./core/db";
import type { CoreDeps } from "./core/deps";

/**
 * The hosted transport: route handlers invoke the Edge Functions in
 * supabase/functions with the service-role key, server side only.
 */
export interface SupabaseTransportOptions {
  url: string;
  serviceRoleKey: string;
  /** Admin reads and changes go straight to Postgres (DATABASE_URL); without it they fail with 502. */
  db?: Db | null;
  /** Quiet hours for the texts staff start. */
  sendWindow?: CoreDeps["sendWindow"];
  /** For the admin's cores: the sales inbox, the staff roster and the response clock. */
  salesInbox?: string;
  staff?: CoreDeps["staff"];
  responseClock?: CoreDeps["responseClock"];
  fetch?: typeof fetch;
}

class NoRealtime {
  constructor() {
    throw new Error("realtime is not used by the server transport");
  }
}

function serverError(detail: string): AppError {
  return new AppError("API_SERVER_ERROR", "The service is unavailable. Please try again.", {
    status: 502,
    severity: "HIGH",
    retryable: true,
    context: { detail },
  });
}

/**
 * Our functions answer `{ error: { code, message, fields? } }`; a 4xx with that shape passes through, anything else is
 * a 502.
 */
async function toAppError(error: unknown, name: string): Promise<AppError> {
  const { FunctionsHttpError } = await import("@supabase/supabase-js");
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    try {
      const body = (await response.json()) as {
        error?: { code?: string; message?: string; fields?: Record<string, string> };
      };
      const code = body.error?.code;
      if (
        response.status >= 400 &&
        response.status < 500 &&
        code &&
        (ERROR_CODES as readonly string[]).includes(code)
      ) {
        const retry = Number(response.headers.get("retry-after"));
        return new AppError(code as ErrorCode, body.error?.message ?? "Request failed", {
          status: response.status,
          fields: body.error?.fields,
          retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
        });
      }
    } catch {
      /* not our shape */
    }
    return serverError(`${name}: HTTP ${response.status}`);
  }
  return serverError(`${name}: ${error instanceof Error ? error.name : "error"}`);
}

export function createSupabaseTransport(options: SupabaseTransportOptions): Backend {
  // Loaded on first use, so the embedded default never loads supabase-js.
  let client: Promise<SupabaseClient["functions"]> | undefined;
  const functions = () =>
    (client ??= import("@supabase/supabase-js").then(
      ({ createClient }) =>
        createClient(options.url, options.serviceRoleKey, {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          global: { fetch: timedFetch(OUTGOING_TIMEOUT_MS, options.fetch ?? fetch) },
          // Realtime is never used here; on Node 20 supabase-js insists on a WebSocket
          // class at construction, so hand it one that refuses to connect.
          realtime: { transport: NoRealtime as never },
        }).functions,
    ));

  async function invoke<T>(name: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const { data, error } = await (await functions()).invoke(name, { body: body as Record<string, unknown>, headers });
    if (error) {
      const appError = await toAppError(error, name);
      if (appError.status >= 500)
        logger.error("edge function failed", { code: appError.code, fn: name, detail: appError.context.detail });
      throw appError;
    }
    return data as T;
  }

  const admin = options.db
    ? createCores({
        db: options.db,
        sendWindow: options.sendWindow,
        salesInbox: options.salesInbox,
        staff: options.staff,
        responseClock: options.responseClock,
      }).admin
    : null;
  const noAdmin = async (): Promise<never> => {
    throw serverError("admin reads and changes need DATABASE_URL");
  };

  return {
    kind: "supabase",
    // Who asked travels in headers the functions trust only from the service role.
    submitContact: (input, ctx) => invoke("submit-contact", { ...input, context: ctx }),
    startVerification: (input, ctx) => invoke("start-verification", { ...input, context: ctx }),
    verifyCode: (input, ctx) => invoke("verify-code", { ...input, context: ctx }),
    resendVerification: (input, ctx) => invoke("resend-verification", { ...input, context: ctx }),
    sendDemoText: (input, ctx) => invoke("demo-send", { ...input, context: ctx }),
    admin: admin ?? {
      leads: noAdmin,
      leadCountsByHub: noAdmin,
      lead: noAdmin,
      verifications: noAdmin,
      outbox: noAdmin,
      leadBatches: async function* () {
        yield await noAdmin();
      },
      setStatus: noAdmin,
      setFollowUp: noAdmin,
      assign: noAdmin,
      setState: noAdmin,
      addNote: noAdmin,
      recordOptOut: noAdmin,
      dashboard: noAdmin,
      thread: noAdmin,
      sendText: noAdmin,
      cancelText: noAdmin,
      erase: noAdmin,
      attribution: noAdmin,
      attributionByLead: noAdmin,
      attributionByVerification: noAdmin,
      leadSources: noAdmin,
      staff: noAdmin,
      staffRole: noAdmin,
      setStaffRole: noAdmin,
      setTakesLeads: noAdmin,
      merge: noAdmin,
      mergedInto: noAdmin,
      emailLead: noAdmin,
      remindOverdue: noAdmin,
    },
  };
}
