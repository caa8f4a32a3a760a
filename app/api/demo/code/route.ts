import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { checkOrigin, handle, isSecureRequest, requestContext } from "@/lib/http";
import { phoneRequestSchema } from "@/lib/validation/demo";
import { enforce } from "../_lib/limits";
import { readDemoJson } from "../_lib/parse";
import { setPending } from "../_lib/session";

/** Step 1 of the demo: text a six-digit code to the visitor's phone (embedded: the outbox). */
export const POST = handle(async (request: Request) => {
  checkOrigin(request);
  const ctx = requestContext(request);
  await enforce("demoCodePerIp", ctx.ip, "SMS_RATE_LIMITED");
  const { phoneNumber } = await readDemoJson(request, phoneRequestSchema);
  await enforce("demoCodePerPhone", phoneNumber, "SMS_RATE_LIMITED");
  const { verificationId } = await getBackend()
    .startVerification({ phone: phoneNumber, method: "sms", purpose: "demo" }, ctx)
    .catch((error: unknown) => {
      // The backend's send cooldown is an SMS limit here: same message and Retry-After, the SMS code.
      if (isAppError(error) && error.code === "API_RATE_LIMITED") {
        throw new AppError("SMS_RATE_LIMITED", error.message, {
          status: 429,
          severity: "LOW",
          retryAfter: error.retryAfter,
        });
      }
      throw error;
    });
  const response = NextResponse.json({ success: true, phoneNumber });
  setPending(response, { vid: verificationId, phone: phoneNumber }, isSecureRequest(request));
  return response;
});
