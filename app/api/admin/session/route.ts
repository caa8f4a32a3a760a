import { NextResponse } from "next/server";
import { z } from "zod";
import { AppError, isAppError } from "@/lib/errors";
import { checkOrigin, clientIp, handle, isSecureRequest, jsonError, readBodyText, requestCookies } from "@/lib/http";
import { giveBackCodeAttempt, takeCodeAttempt } from "@/lib/auth/admin-attempts";
import {
  ADMIN_SESSION_COOKIE,
  clearAdminSession,
  isAccessCode,
  revokeAdminSession,
  setAdminSession,
  verifyAdminToken,
} from "@/lib/auth/admin-session";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 2048;
const REQUIRED = "Access code is required";
const bodySchema = z.object({ code: z.string(REQUIRED).trim().min(1, REQUIRED).max(200, "Access code is too long") });

/** JSON from fetch, or a plain form post from the no-JavaScript access form on /admin. */
function isFormPost(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
}

async function readCode(request: Request, isForm: boolean): Promise<string> {
  const text = await readBodyText(request, MAX_BODY_BYTES);
  let raw: unknown;
  try {
    raw = isForm ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text || "{}");
  } catch {
    throw new AppError("API_BAD_REQUEST", "Request body must be JSON");
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? REQUIRED;
    throw new AppError("VALIDATION_REQUIRED_FIELD", message, { fields: { code: message } });
  }
  return parsed.data.code;
}

/** A relative Location keeps the host the browser used. */
function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}

async function signIn(request: Request, isForm: boolean): Promise<NextResponse> {
  checkOrigin(request);
  const ip = clientIp(request);
  const code = await readCode(request, isForm);
  const wait = await takeCodeAttempt(ip);
  if (wait > 0) throw new AppError("API_RATE_LIMITED", "Too many wrong codes. Try again later.", { retryAfter: wait });
  if (!isAccessCode(code)) {
    // Wrong admin code → 'Invalid access code'.
    throw new AppError("AUTH_INVALID_CREDENTIALS", "Invalid access code", { status: 401, severity: "LOW" });
  }
  await giveBackCodeAttempt(ip);
  const response = isForm ? seeOther("/admin") : NextResponse.json({ authenticated: true });
  await setAdminSession(response, { secure: isSecureRequest(request) });
  return response;
}

/** POST {code}: sign in. 5 wrong codes per 15 minutes per IP → 429 + Retry-After. */
export async function POST(request: Request): Promise<Response> {
  const isForm = isFormPost(request);
  if (!isForm) return handle(signIn)(request, false);
  try {
    return await signIn(request, true);
  } catch (error) {
    if (isAppError(error) && error.code === "API_FORBIDDEN") return jsonError(error);
    return seeOther(isAppError(error) && error.status === 429 ? "/admin?error=rate" : "/admin?error=invalid");
  }
}

/** DELETE: sign out (idempotent); the session is revoked server-side, not only forgotten by this browser. */
export const DELETE = handle(async (request: Request) => {
  checkOrigin(request);
  const session = verifyAdminToken(requestCookies(request).get(ADMIN_SESSION_COOKIE)?.value);
  if (session?.sid) await revokeAdminSession(session.sid);
  const response = NextResponse.json({ authenticated: false });
  clearAdminSession(response, { secure: isSecureRequest(request) });
  return response;
});
