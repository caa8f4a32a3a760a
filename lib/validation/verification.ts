import { z } from "zod";
import type { ResendInput, StartVerificationInput, VerifyCodeInput } from "../types/backend.ts";
import { emailSchema, otpSchema } from "./fields.ts";
import { parsePhone, phoneSchema } from "./phone.ts";
import { optionalAttribution } from "./attribution.ts";

/**
 * Request schemas of the verification routes, built from the
 * shared field rules. The route handlers and the Deno entry points both parse
 * with these, so a direct call to an Edge Function is checked the same way.
 */
/** A verification or login code needs an email or a phone. */
export const MISSING_CONTACT = "You must provide either an email or phone number.";
const method = z.enum(["sms", "email"], { error: "Method must be sms or email" });

export const startVerificationSchema = z
  .object({
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    method: method.optional(),
    purpose: z.enum(["signup", "login", "demo"], { error: "Purpose must be signup, login or demo" }).default("signup"),
    attribution: optionalAttribution,
  })
  .transform((value, ctx): StartVerificationInput => {
    const chosen = value.method ?? (value.phone && !value.email ? "sms" : "email");
    const target = chosen === "sms" ? value.phone : value.email;
    if (!target) {
      ctx.addIssue({ code: "custom", message: MISSING_CONTACT, path: [chosen === "sms" ? "phone" : "email"] });
      return z.NEVER;
    }
    // Only a sign-up start carries where the visit came from.
    const attribution = value.purpose === "signup" ? value.attribution : null;
    return { email: value.email, phone: value.phone, method: chosen, purpose: value.purpose, attribution };
  });

const optionalEmail = z
  .string({ error: "Invalid email format" })
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? null : v.trim()))
  .pipe(emailSchema.nullable());

const optionalPhone = z
  .string({ error: "Invalid phone number format" })
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v.trim() === "") return null;
    const result = parsePhone(v);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.value;
  });

const verificationId = z
  .string({ error: "Verification session expired. Please start over." })
  .trim()
  .min(1, "Verification session expired. Please start over.")
  .max(100, "Verification session expired. Please start over.");

const ENTER_CODE = "Please enter a 6-digit code";

/** A code, or the token from the verification email's one-click link. */
export const verifyCodeSchema = z
  .object({
    verification_id: verificationId,
    verification_code: z.string({ error: ENTER_CODE }).pipe(otpSchema).optional(),
    verification_token: z
      .string({ error: "This verification link is invalid." })
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,100}$/, "This verification link is invalid.")
      .optional(),
    email: optionalEmail,
    mobile_phone_number: optionalPhone,
    auth_method: method,
  })
  .transform((value, ctx): VerifyCodeInput => {
    if (value.verification_code === undefined && value.verification_token === undefined) {
      ctx.addIssue({ code: "custom", message: ENTER_CODE, path: ["verification_code"] });
      return z.NEVER;
    }
    return { ...value, verification_code: value.verification_code ?? "" };
  });

export const resendVerificationSchema = z
  .object({
    email: emailSchema.optional(),
    verification_id: verificationId.optional(),
    auth_method: method.optional(),
  })
  .transform((value, ctx): ResendInput => {
    if (value.verification_id !== undefined) {
      if (!value.auth_method) {
        ctx.addIssue({ code: "custom", message: "Method must be sms or email", path: ["auth_method"] });
        return z.NEVER;
      }
      return { verification_id: value.verification_id, auth_method: value.auth_method };
    }
    if (value.email !== undefined) return { email: value.email };
    ctx.addIssue({ code: "custom", message: "Email is required", path: ["email"] });
    return z.NEVER;
  });
