import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { AppError } from "@/lib/errors/app-error";
import { checkOrigin, handle, requestCookies, isSecureRequest, requestContext } from "@/lib/http";
import { otpVerifySchema } from "@/lib/validation/demo";
import { enforce } from "../_lib/limits";
import { readDemoJson } from "../_lib/parse";
import { clearPending, newSession, readPending, writeSession } from "../_lib/session";

/** Step 2: check the code; success starts a short demo session bound to this phone. */
export const POST = handle(async (request: Request) => {
  checkOrigin(request);
  const ctx = requestContext(request);
  await enforce("demoVerifyPerIp", ctx.ip);
  const { phoneNumber, otpCode } = await readDemoJson(request, otpVerifySchema);
  const pending = readPending(requestCookies(request));
  if (!pending) {
    throw new AppError("AUTH_OTP_EXPIRED", "This code has expired. Please request a new one.", { severity: "LOW" });
  }
  if (pending.phone !== phoneNumber) {
    throw new AppError(
      "AUTH_OTP_INVALID",
      "That code was sent to a different number. Request a new code for this one.",
      {
        severity: "LOW",
        fields: { phoneNumber: "Request a new code for this number" },
      },
    );
  }
  await getBackend().verifyCode(
    { verification_id: pending.vid, verification_code: otpCode, mobile_phone_number: phoneNumber, auth_method: "sms" },
    ctx,
  );
  const session = newSession(phoneNumber);
  const response = NextResponse.json({ success: true, sessionId: session.sid });
  writeSession(response, session, isSecureRequest(request));
  clearPending(response);
  return response;
});
