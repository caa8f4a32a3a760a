import { NextResponse } from "next/server";
import { setUserSession } from "@/lib/auth/user-session";
import { getBackend } from "@/lib/backend";
import { verifyCodeSchema } from "@/lib/validation/verification";
import { checkOrigin, enforceLimit, handle, isSecureRequest, readJson, requestContext } from "@/lib/http";

/** Check a verification code; on success the verified person gets a session cookie. */
export const POST = handle(async (request) => {
  checkOrigin(request);
  const ctx = requestContext(request);
  // Guessing across many ids from one client is bounded too.
  await enforceLimit("verifyCodePerIp", ctx.ip);
  const input = await readJson(request, verifyCodeSchema);
  const result = await getBackend().verifyCode(input, ctx);
  const response = NextResponse.json({ verification_id: result.verificationId });
  setUserSession(
    response,
    { sub: result.verificationId, email: result.email, phone: result.phone },
    { secure: isSecureRequest(request) },
  );
  return response;
});
