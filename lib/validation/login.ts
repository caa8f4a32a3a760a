import { z } from "zod";
import { emailSchema, otpSchema } from "./fields";
import { phoneSchema } from "./phone";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const contact = {
  email: z.preprocess(blankToUndefined, emailSchema.optional()),
  phone: z.preprocess(blankToUndefined, phoneSchema.optional()),
};

/** POST /api/auth/otp: start (or resend) a login code. */
export const loginCodeStartSchema = z.object(contact);

/** POST /api/auth/verify: check a login code. */
export const loginCodeVerifySchema = z.object({ ...contact, token: otpSchema });

export type LoginContact = { email?: string; phone?: string };

export function hasContact(input: LoginContact): boolean {
  return Boolean(input.email || input.phone);
}
