import "server-only";
import { createServerClient, type CookieOptions } from "@supabase/ssr";
import type { NextRequest, NextResponse } from "next/server";
import { serverEnv } from "@/lib/config/server-env";
import { AppError } from "@/lib/errors/app-error";
import { timedFetch } from "@/lib/http/timed-fetch";
import { logger } from "@/lib/log/logger";
import type { LoginContact } from "@/lib/validation/login";

type PendingCookie = { name: string; value: string; options: CookieOptions };

/** Supabase Auth answers login codes only when the public URL and anon key are set. */
export function supabaseAuthConfig(): { url: string; anonKey: string } | null {
  const env = serverEnv();
  return env.SUPABASE_URL && env.SUPABASE_ANON_KEY ? { url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY } : null;
}

/**
 * A Supabase server client for ONE route-handler request (never a
 * module global). PKCE flow; the session lives in cookies.
 *
 * COOKIE-COPY TRAP: @supabase/ssr hands the session cookies (and no-store
 * headers) to `setAll` while a call runs, before our response exists. They
 * are kept here and MUST be copied onto the response with `applyTo`, or the
 * user is signed in on Supabase's side but not in the browser.
 */
export function supabaseForRoute(request: NextRequest, config: { url: string; anonKey: string }) {
  const pending: PendingCookie[] = [];
  const headers: Record<string, string> = {};
  const client = createServerClient(config.url, config.anonKey, {
    auth: { flowType: "pkce" },
    global: { fetch: timedFetch() },
    cookies: {
      getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
      setAll: (cookies, cacheHeaders) => {
        pending.push(...cookies);
        Object.assign(headers, cacheHeaders);
      },
    },
  });
  function applyTo(response: NextResponse): NextResponse {
    for (const { name, value, options } of pending) response.cookies.set(name, value, options);
    for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
    return response;
  }
  return { auth: client.auth, applyTo };
}

/** Map a Supabase Auth verify error to the project's error catalog, honest status kept. */
export function authError(error: { status?: number; message: string }): AppError {
  if (error.status === 429)
    return new AppError("API_RATE_LIMITED", "Too many requests. Please wait and try again.", {
      status: 429,
      retryAfter: 60,
    });
  return new AppError("AUTH_OTP_INVALID", "Invalid verification code", { status: 400 });
}

/** Every login-code request is answered this long after it arrives, whatever Supabase says or how long it takes. */
export const LOGIN_START_ANSWER_MS = 1500;

/**
 * Sign-in one-time code that never creates users. Supabase refuses
 * an unknown address (`shouldCreateUser: false`) quickly and sends to a known
 * one slowly, so neither its answer nor its timing is passed on: the caller
 * always gets the same answer after LOGIN_START_ANSWER_MS, and the send goes
 * on in the background if it takes longer.
 */
export async function supabaseStartLogin(
  auth: ReturnType<typeof supabaseForRoute>["auth"],
  input: LoginContact,
  answerAfterMs: number = LOGIN_START_ANSWER_MS,
): Promise<void> {
  const send = input.email
    ? auth.signInWithOtp({ email: input.email, options: { shouldCreateUser: false } })
    : auth.signInWithOtp({ phone: input.phone ?? "", options: { shouldCreateUser: false, channel: "sms" } });
  void send.then(
    ({ error }) => {
      if (error) logger.info("login code not sent", { status: error.status ?? null, reason: error.code ?? error.name });
    },
    (error: unknown) => logger.warn("login code request failed", { code: "API_SERVER_ERROR", error }),
  );
  await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
}

/** Login verification is an e-mail one-time code of type email (sms for a phone). */
export async function supabaseVerifyLogin(
  auth: ReturnType<typeof supabaseForRoute>["auth"],
  input: LoginContact & { token: string },
) {
  const { error } = input.email
    ? await auth.verifyOtp({ email: input.email, token: input.token, type: "email" })
    : await auth.verifyOtp({ phone: input.phone ?? "", token: input.token, type: "sms" });
  if (error) throw authError(error);
}
