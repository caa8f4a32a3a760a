import { z } from "zod";
import { companySchema, emailSchema, LIMITS, messageSchema, nameSchema, optionalText } from "./fields";
import { optionalPhoneSchema } from "./phone";

/**
 * The contact form, one schema for the form
 * (components/contact/use-contact-form.ts) and for POST /api/contact. Field rules and
 * messages are the shared ones. The honeypot, the form token and the
 * consent version are carried here but judged by the handler
 * (lib/contact/checks.ts on the client, the route on the server), so a filled
 * honeypot is refused as a whole and never pointed at as a field.
 */

export const NAME_TOO_LONG = "First and last name together must be at most 100 characters";

export const SMS_NEEDS_PHONE = "Enter a phone number to receive text messages";

export const contactSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    phone: optionalPhoneSchema,
    company: optionalText(companySchema),
    message: optionalText(messageSchema),
    emailSignup: z.boolean().default(false),
    smsSignup: z.boolean().default(false),
    /** Honeypot: people never see it, so it stays empty. */
    website: z.string().max(2000).optional(),
    formToken: z.string().max(4096).optional(),
    consentVersion: z.string().max(64).optional(),
  })
  .superRefine((value, ctx) => {
    // Consent to texts is consent for a number: without one it records nothing useful.
    if (value.smsSignup && !value.phone) ctx.addIssue({ code: "custom", path: ["phone"], message: SMS_NEEDS_PHONE });
    // The lead's name is first and last joined, at most 100 characters like the database column.
    const names = [value.firstName, value.lastName];
    const eachFits = names.every((name) => typeof name === "string" && name.length <= LIMITS.name);
    if (eachFits && fullName(value).length > LIMITS.name) {
      ctx.addIssue({ code: "custom", path: ["lastName"], message: NAME_TOO_LONG });
    }
  });

/** What the form holds (strings and booleans, as typed). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** What the schema gives back: trimmed, phone in +E.164, empty optionals null. */
export type ContactInput = z.output<typeof contactSchema>;

export { EMPTY_CONTACT_FORM } from "@/lib/contact/empty-form";

/** Name is first and last joined. */
export function fullName(input: Pick<ContactInput, "firstName" | "lastName">): string {
  return `${input.firstName} ${input.lastName}`;
}
