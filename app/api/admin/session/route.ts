import { NextResponse } from "next/server";
import { z } from "zod";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { checkOrigin, clientIp, handle, isSecureRequest, requestCookies } from "@/lib/http";
import { giveBackCodeAttempt, takeCodeAttempt } from "@/lib/auth/admin-attempts";
import { isFormPost, readFormOrJson, seeOther, staffGatePath, validate } from "@/lib/auth/admin-form";
import {
  ACCESS_CODE_ACTOR,
  ADMIN_SESSION_COOKIE,
  adminActor,
  clearAdminSession,
  isAccessCode,
  isAdminSessionLive,
  revokeAdminSession,
  setAdminSession,
  verifyAdminToken,
} from "@/lib/auth/admin-session";
import { getBackend } from "@/lib/backend";
import { staffSignInSchema } from "@/lib/validation/staff";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 2048;
const REQUIRED = "Access code is required";
const bodySchema = z.object({ code: z.string(REQUIRED).trim().min(1, REQUIRED).max(200, "Access code is too long") });

/** The access code, or a staff email and its emailed code (a body naming an email). */
type Credentials = { kind: "access"; code: string } | { kind: "staff"; email: string; code: string };

function credentialsFrom(raw: unknown): Credentials {
  if (typeof raw === "object" && raw !== null && "email" in raw) {
    return { kind: "staff", ...validate(staffSignInSchema, raw) };
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? REQUIRED;
    throw new AppError("VALIDATION_REQUIRED_FIELD", message, { fields: { code: message } });
  }
  return { kind: "access", code: parsed.data.code };
}

/** The name the session acts under, or a 401. */
async function check(credentials: Credentials): Promise<string> {
  if (credentials.kind === "staff") return getBackend().staffSignIn.finish(credentials.email, credentials.code);
  if (!isAccessCode(credentials.code)) {
    // Wrong admin code → 'Invalid access code'.
    throw new AppError("AUTH_INVALID_CREDENTIALS", "Invalid access code", { status: 401, severity: "LOW" });
  }
  return ACCESS_CODE_ACTOR;
}

async function signIn(request: Request, credentials: Credentials, isForm: boolean): Promise<NextResponse> {
  const ip = clientIp(request);
  // Wrong access codes and wrong staff codes share one lock-out per IP.
  const wait = await takeCodeAttempt(ip);
  if (wait > 0) throw new AppError("API_RATE_LIMITED", "Too many wrong codes. Try again later.", { retryAfter: wait });
  const actor = await check(credentials);
  await giveBackCodeAttempt(ip);
  const response = isForm ? seeOther("/admin") : NextResponse.json({ authenticated: true });
  await setAdminSession(response, { secure: isSecureRequest(request), actor });
  await getBackend().audit.append({ actor, action: "staff.sign_in" });
  return response;
}

/** The staff address a form named, so a refusal goes back to its second step. */
function staffEmailOf(raw: unknown): string | null {
  if (typeof raw !== "object" || raw === null || !("email" in raw)) return null;
  return String((raw as { email: unknown }).email ?? "").trim();
}

/**
 * POST {code} (the access code) or {email, code} (a staff member's emailed
 * code): sign in. 5 wrong codes per 15 minutes per IP → 429 + Retry-After.
 */
export const POST = handle(async (request: Request) => {
  checkOrigin(request);
  if (!isFormPost(request)) {
    return signIn(request, credentialsFrom(await readFormOrJson(request, false, MAX_BODY_BYTES)), false);
  }
  let staffEmail: string | null = null;
  try {
    const raw = await readFormOrJson(request, true, MAX_BODY_BYTES);
    staffEmail = staffEmailOf(raw);
    return await signIn(request, credentialsFrom(raw), true);
  } catch (error) {
    // Our own failures answer as they would to fetch; the visitor's mistakes go back to the form.
    if (!isAppError(error) || error.status >= 500) throw error;
    const rate = error.status === 429;
    if (staffEmail !== null) return seeOther(staffGatePath(rate ? "rate" : "invalid", staffEmail));
    return seeOther(rate ? "/admin?error=rate" : "/admin?error=invalid");
  }
});

/** DELETE: sign out (idempotent); the session is revoked server-side, not only forgotten by this browser. */
export const DELETE = handle(async (request: Request) => {
  checkOrigin(request);
  const session = verifyAdminToken(requestCookies(request).get(ADMIN_SESSION_COOKIE)?.value);
  if (session?.sid && (await isAdminSessionLive(session.sid))) {
    await revokeAdminSession(session.sid);
    await getBackend().audit.append({ actor: adminActor(session), action: "staff.sign_out" });
  }
  const response = NextResponse.json({ authenticated: false });
  clearAdminSession(response, { secure: isSecureRequest(request) });
  return response;
});
