import { z } from "zod";

// Our CSP has no 'unsafe-eval' (lib/security/headers.ts). Zod 4 probes for
// eval with `new Function` to compile fast parsers; under a strict CSP the
// probe is reported as a violation even though Zod catches it. Every schema
// module imports this one first, so the probe never runs.
z.config({ jitless: true });

/**
 * The shared field rules, with their messages word for word. One home for
 * every field rule; form schemas and route handlers compose these.
 */

export const LIMITS = {
  phoneMin: 10,
  phoneMax: 15,
  email: 255,
  name: 100,
  company: 200,
  message: 1000,
  otp: 6,
} as const;

export const PHONE_MESSAGES = {
  min: "Phone number must be at least 10 digits",
  max: "Phone number must be no more than 15 digits",
  format: "Invalid phone number format",
} as const;

/** Characters people type to format a number; they carry no meaning. */
const PHONE_FORMATTING = /[\s().-]/g;

export type PhoneResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * Phone: 10 to 15 digits, optional plus, nonzero first digit, then
 * digits; normalised to +E.164, adding +1 for 10 digits or for 11 digits
 * starting with 1.
 */
export function normalizePhone(input: string): PhoneResult {
  const compact = input.trim().replace(PHONE_FORMATTING, "");
  const digits = compact.replace(/^\+/, "");
  if (!/^\+?[1-9]\d*$/.test(compact)) {
    if (/^\+?\d*$/.test(compact) && digits.length < LIMITS.phoneMin) return { ok: false, message: PHONE_MESSAGES.min };
    return { ok: false, message: PHONE_MESSAGES.format };
  }
  if (digits.length < LIMITS.phoneMin) return { ok: false, message: PHONE_MESSAGES.min };
  if (digits.length > LIMITS.phoneMax) return { ok: false, message: PHONE_MESSAGES.max };
  if (compact.startsWith("+")) return { ok: true, value: compact };
  if (digits.length === 10) return { ok: true, value: `+1${digits}` };
  if (digits.length === 11 && digits.startsWith("1")) return { ok: true, value: `+${digits}` };
  return { ok: true, value: `+${digits}` };
}

/** Required phone, output normalised to +E.164. */
export const phoneSchema = z.string().transform((value, ctx) => {
  const result = normalizePhone(value);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  }
  return result.value;
});

/** Optional phone: empty or missing gives null. */
export const optionalPhoneSchema = z
  .string()
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (value == null || value.trim() === "") return null;
    const result = normalizePhone(value);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.value;
  });

/**
 * Control characters other than newline, carriage return and tab, and lone
 * UTF-16 surrogates: nothing a person types, and Postgres cannot store \u0000.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(LIMITS.email, "Email is too long")
  .pipe(z.email("Invalid email format"));

export const nameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(LIMITS.name, "Name is too long")
  .refine((value) => !hasControlCharacters(value), "Name contains invalid characters")
  .regex(/^[\p{L}\s\-'.]+$/u, "Name contains invalid characters");

export const companySchema = z
  .string({ error: "Company name is required" })
  .trim()
  .min(1, "Company name is required")
  .max(LIMITS.company, "Company name is too long")
  .refine((value) => !hasControlCharacters(value), "Company name contains invalid characters")
  .regex(/^[\p{L}\p{N}\s\-'.&,]+$/u, "Company name contains invalid characters");

export const messageSchema = z
  .string({ error: "Message is required" })
  .trim()
  .min(1, "Message is required")
  .max(LIMITS.message, "Message is too long")
  .refine((value) => !hasControlCharacters(value), "Message contains invalid characters");

export const urlSchema = z.url("Invalid URL format").optional();

export const otpSchema = z
  .string()
  .length(LIMITS.otp, "OTP code must be exactly 6 digits")
  .regex(/^\d+$/, "OTP code must contain only digits");

export const chatTextSchema = z.string().trim().min(1, "Message cannot be empty");

export const userIdSchema = z.uuid("Invalid user ID format");

export const dateSchema = z.coerce.date({ error: "Invalid date format" });

/** Optional text: empty or missing is null; anything else must pass `schema`. */
export function optionalText(schema: z.ZodType<string, string>) {
  return z
    .string()
    .max(20_000)
    .nullish()
    .transform((value, ctx) => {
      if (value == null || value.trim() === "") return null;
      const result = schema.safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
        return z.NEVER;
      }
      return result.data;
    });
}

/** Turn a zod error into `{ field: firstMessage }` for the JSON error shape. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
