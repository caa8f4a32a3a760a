import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { serverEnv } from "@/lib/env";
import { blockedFor, MAX_WRONG_CODES, recordWrongCode } from "@/lib/auth/admin-attempts";
import { clearAdminSession, isAccessCode, isHttps, setAdminSession } from "@/lib/auth/admin-session";
import { assertSameOrigin, clientIp, errorResponse } from "@/lib/auth/admin-route";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 2048;
const bodySchema = z.object({ code: z.string().trim().min(1, "Access code is required").max(200, "Access code is too long") });

/** JSON from fetch, or a plain form post from the no-JavaScript access form. */
function isFormPost(request: NextRequest): boolean {
  return (request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
}

async function readCode(request: NextRequest, isForm: boolean): Promise<string> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError("API_BAD_REQUEST", "Request body too large", { status: 413 });
  let raw: unknown;
  try {
    raw = isForm ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text || "{}");
  } catch {
    throw new AppError("API_BAD_REQUEST", "Request body must be JSON");
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError("VALIDATION_REQUIRED_FIELD", parsed.error.issues[0]?.message ?? "Access code is required", {
      fields: { code: parsed.error.issues[0]?.message ?? "Access code is required" },
    });
  }
  return parsed.data.code;
}

/** A relative Location: the Host the browser used stays the host (no internal URL leaks). */
function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}

/** POST {code}: sign in. 5 wrong codes per 15 minutes per IP → 429 (issue 7). */
export async function POST(request: NextRequest) {
  const isForm = isFormPost(request);
  try {
    assertSameOrigin(request);
    const ip = clientIp(request);
    const limit = MAX_WRONG_CODES * (serverEnv().RATE_LIMIT_RELAXED ? 100 : 1);
    const wait = blockedFor(ip, Date.now(), limit);
    if (wait > 0) throw new AppError("API_RATE_LIMITED", "Too many wrong codes. Try again later.", { retryAfter: wait });
    const code = await readCode(request, isForm);
    if (!isAccessCode(code)) {
      recordWrongCode(ip);
      throw new AppError("AUTH_INVALID_CREDENTIALS", "Invalid access code", { status: 401 });
    }
    // A form post lands on the dashboard; fetch callers get JSON.
    const response = isForm
      ? seeOther("/admin")
      : NextResponse.json({ authenticated: true });
    setAdminSession(response, { secure: isHttps(request) });
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch (error) {
    if (isForm && error instanceof AppError) {
      return seeOther(error.status === 429 ? "/admin?error=rate" : "/admin?error=invalid");
    }
    return errorResponse(error);
  }
}

/** DELETE: sign out. Works without a session too (idempotent). */
export async function DELETE(request: NextRequest) {
  try {
    assertSameOrigin(request);
    const response = NextResponse.json({ authenticated: false });
    clearAdminSession(response, { secure: isHttps(request) });
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}
