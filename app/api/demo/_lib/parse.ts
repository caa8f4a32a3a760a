import "server-only";
import type { z } from "zod";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { readJson } from "@/lib/http";

/**
 * readJson with the demo's own codes: a bad phone number is
 * SMS_INVALID_PHONE, a malformed code AUTH_OTP_INVALID; the field messages
 * stay the form's own and the status stays 422.
 */
export async function readDemoJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  try {
    return await readJson(request, schema);
  } catch (error) {
    if (!isAppError(error) || error.status !== 422 || !error.fields) throw error;
    const { fields } = error;
    if (fields.phoneNumber)
      throw new AppError("SMS_INVALID_PHONE", fields.phoneNumber, { status: 422, severity: "LOW", fields });
    if (fields.otpCode)
      throw new AppError("AUTH_OTP_INVALID", fields.otpCode, { status: 422, severity: "LOW", fields });
    throw error;
  }
}
