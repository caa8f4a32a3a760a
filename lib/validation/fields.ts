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
  email: 255,
  name: 100,
  company: 200,
  message: 1000,
  otp: 6,
} as const;

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
