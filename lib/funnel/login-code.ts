import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { getBackend } from "@/lib/backend";
import { checkOrigin, enforceLimit, isSecureRequest, readJson, requestContext, clientIp } from "@/lib/http";
import { setUserSession } from "@/lib/auth/user-session";
import { clearLoginChallenge, readLoginChallenge, setLoginChallenge } from "./login-challenge";
import { hasContact, loginCodeStartSchema, loginCodeVerifySchema } from "@/lib/validation/login";
import { MISSING_CONTACT } from "@/lib/validation/verification";
import {
  supabaseAuthConfig,
  supabaseForRoute,
  supabaseStartLogin,
  supabaseVerifyLogin,
} from "@/lib/supabase/auth-client";

function missingContact(): AppError {
  return new AppError("VALIDATION_REQUIRED_FIELD", MISSING_CONTACT, {
    status: 422,
    fields: { email: MISSING_CONTACT },
  });
}

/**
 * POST /api/auth/otp: a sign-in one-time code that never creates a user.
 * Supabase Auth when configured; otherwise the backend
 * issues a login code (purpose 'login') and the id rides in a signed cookie.
 */
export async function startLoginCode(request: NextRequest): Promise<Response> {
  checkOrigin(request);
  await enforceLimit("loginStartPerIp", clientIp(request));
  const input = await readJson(request, loginCodeStartSchema);
  if (!hasContact(input)) throw missingContact();
  const supabase = supabaseAuthConfig();
  if (supabase) {
    // Per address too, so one inbox can't be flooded from many clients (our own codes are capped in the core).
    await enforceLimit("loginStartPerAddress", `${input.email?.toLowerCase() ?? input.phone}`);
    const client = supabaseForRoute(request, supabase);
    await supabaseStartLogin(client.auth, input);
    return client.applyTo(NextResponse.json({ sent: true }));
  }
  const { verificationId } = await getBackend().startVerification(
    { email: input.email, phone: input.phone, method: input.email ? "email" : "sms", purpose: "login" },
    requestContext(request),
  );
  const response = NextResponse.json({ sent: true });
  setLoginChallenge(response, verificationId, input, isSecureRequest(request));
  return response;
}

/** POST /api/auth/verify: check a login code and open the session. */
export async function verifyLoginCode(request: NextRequest): Promise<Response> {
  checkOrigin(request);
  await enforceLimit("loginVerifyPerIp", clientIp(request));
  const input = await readJson(request, loginCodeVerifySchema);
  if (!hasContact(input)) throw missingContact();
  const supabase = supabaseAuthConfig();
  if (supabase) {
    const client = supabaseForRoute(request, supabase);
    await supabaseVerifyLogin(client.auth, input);
    return client.applyTo(NextResponse.json({ ok: true }));
  }
  const verificationId = readLoginChallenge(request.cookies, input);
  if (!verificationId) {
    throw new AppError("AUTH_OTP_EXPIRED", "This code has expired. Please request a new one.", {
      status: 410,
      severity: "LOW",
    });
  }
  const result = await getBackend().verifyCode(
    {
      verification_id: verificationId,
      verification_code: input.token,
      email: input.email ?? null,
      mobile_phone_number: input.phone ?? null,
      auth_method: input.email ? "email" : "sms",
    },
    requestContext(request),
  );
  if (result.purpose !== "login") throw new AppError("AUTH_OTP_INVALID", "Invalid verification code", { status: 400 });
  const response = NextResponse.json({ ok: true });
  setUserSession(
    response,
    { sub: result.email ?? result.phone ?? result.verificationId, email: result.email, phone: result.phone },
    { secure: isSecureRequest(request) },
  );
  clearLoginChallenge(response);
  return response;
}
