import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
// First: the shared zod setup (no eval probe under our CSP).
import "./fields.ts";

/**
 * The one phone rule, client and server: a number libphonenumber-js calls
 * valid (its small "min" metadata, so the browser pays little), written out
 * in E.164. A number without a plus is read as North American first, as
 * people type them here, then as international. Whether we may text it (country, premium-rate) is
 * the server's SMS policy, lib/backend/core/sms-policy.ts.
 */

export const PHONE_MESSAGES = {
  min: "Phone number must be at least 10 digits",
  max: "Phone number must be no more than 15 digits",
  format: "Invalid phone number format",
} as const;

/** Longer than any number with its formatting: refused before parsing. */
const MAX_INPUT = 40;

export type PhoneResult = { ok: true; value: string; country: string | null } | { ok: false; message: string };

/** Parse what a person typed into +E.164, or say what is wrong with it. */
export function parsePhone(input: string): PhoneResult {
  const text = input.normalize("NFKC").trim();
  if (text.length > MAX_INPUT) return { ok: false, message: PHONE_MESSAGES.format };
  // Digits of any script count as digits, so the length messages match what was typed.
  const digits = text.match(/\p{Nd}/gu)?.length ?? 0;
  if (!/^\+?[\p{Nd}\s().-]*$/u.test(text)) return { ok: false, message: PHONE_MESSAGES.format };
  if (digits < 10) return { ok: false, message: PHONE_MESSAGES.min };
  if (digits > 15) return { ok: false, message: PHONE_MESSAGES.max };
  // Without a plus, a number that is not North American may still be international: "44 7911 123456".
  let parsed = parsePhoneNumberFromString(text, "US");
  if (!parsed?.isValid() && !text.startsWith("+")) parsed = parsePhoneNumberFromString(`+${text}`) ?? parsed;
  if (!parsed || !parsed.isValid() || parsed.ext) return { ok: false, message: PHONE_MESSAGES.format };
  return { ok: true, value: parsed.number, country: parsed.country ?? null };
}

/** Required phone, output +E.164. */
export const phoneSchema = z.string().transform((value, ctx) => {
  const result = parsePhone(value);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  }
  return result.value;
});

/** Optional phone: empty or missing gives null. */
export const optionalPhoneSchema = z
  .string({ error: PHONE_MESSAGES.format })
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (value == null || value.trim() === "") return null;
    const result = parsePhone(value);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.value;
  });
