import { z } from "zod";
// First: the shared zod setup (no eval probe under our CSP).
import { hasControlCharacters } from "./fields.ts";
import { parsePhone } from "./phone.ts";
import { readReply, replyWordProblems } from "../compliance/reply-words.ts";
import { VERTICAL_IDS, VERTICALS, type VerticalId } from "../compliance/verticals.ts";

/**
 * A client SMS program as staff (and the JSON API) write it. One schema for
 * the admin form and the route handlers; field names are the API's.
 */

/** The verticals staff pick from, with their minimum ages and routes: one table, lib/compliance/verticals.ts. */
export type Vertical = VerticalId;

export const AGE_GATES = ["none", "18", "21"] as const;
export type AgeGate = (typeof AGE_GATES)[number];

/** URL ids that name a route, never a program. */
export const RESERVED_SLUGS = new Set([
  "new",
  "admin",
  "api",
  "clients",
  "campaign",
  "subscribers",
  "replies",
  "terms",
  "privacy",
  "opt-in",
  "edit",
  "preview",
  "home",
  "about",
  "pricing",
  "faq",
  "contact",
  "demo",
  "login",
  "signup",
  "verify",
  "verify-otp",
  "check-email",
  "payment-success",
  "sitemap",
  "robots",
]);

/** A join keyword the engine would read as something else (STOP, YES, HELP, ALTO…): carriers reserve them. */
export function isReservedKeyword(keyword: string): boolean {
  return readReply(keyword).intent !== "other";
}

export const VERTICAL_MESSAGE = `Vertical must be one of: ${VERTICAL_IDS.map((v) =>
  VERTICALS[v].forbidden ? `${v} (no carrier route)` : VERTICALS[v].minimumAge ? `${v} (age-restricted)` : v,
).join(", ")}`;

/** The first reply word a sample asks for that the engine reads as something else, as the form shows it. */
export function sampleReplyWordProblem(sample: string): string | null {
  return replyWordProblems(sample)[0]?.message ?? null;
}

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), `${label} contains invalid characters`);

const e164 = (label: string) =>
  z.string({ error: `${label} is required` }).transform((value, ctx) => {
    const result = parsePhone(value);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: `${label}: ${result.message}` });
      return z.NEVER;
    }
    return result.value;
  });

const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "A color is written #RRGGBB")
  .transform((v) => v.toUpperCase());

export const programFields = {
  businessName: text("Legal business name", 2, 120),
  brandName: text("Brand name", 2, 80),
  vertical: z.enum(VERTICAL_IDS, { error: VERTICAL_MESSAGE }),
  city: text("City", 1, 80),
  state: z
    .string({ error: "State is required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "State is its two-letter code"),
  website: z
    .string()
    .trim()
    .max(200, "Website must be at most 200 characters")
    .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), "Website must start with https://")
    .transform((v) => v || null)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  supportEmail: z.string({ error: "Support email is required" }).trim().max(255).pipe(z.email("Invalid email format")),
  supportPhone: e164("Support phone"),
  programName: text("Program name", 3, 80),
  description: text("Description", 10, 600),
  messageTypes: z
    .union([z.string(), z.array(z.string())], { error: "Message types are required" })
    .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(text("A message type", 2, 80))
        .min(1, "Message types are required")
        .max(10, "At most 10 message types"),
    ),
  frequency: z.union([z.number().int().min(1).max(100), z.literal("varies")], {
    error: 'Frequency is a number of messages a month (1 to 100) or "varies"',
  }),
  number: e164("Number"),
  keyword: z
    .string({ error: "Keyword is required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,20}$/, "Keyword is 2 to 20 letters or digits")
    .refine((k) => !isReservedKeyword(k), "That keyword is reserved by carriers (STOP, HELP, YES…)"),
  sampleMessages: z
    .array(
      text("A sample message", 10, 320).superRefine((sample, ctx) => {
        const problem = sampleReplyWordProblem(sample);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
      { error: "Sample messages are a list of texts" },
    )
    .min(1, "Add at least one sample message")
    .max(10, "At most 10 sample messages"),
  ageGate: z.enum(AGE_GATES, { error: 'Age gate is "none", "18" or "21"' }).default("none"),
  monogram: z
    .object({ background: color.optional(), foreground: color.optional() }, { error: "Monogram colors" })
    .optional(),
};

export const slugSchema = z
  .string({ error: "Slug is required" })
  .trim()
  .min(2, "Slug must be at least 2 characters")
  .max(60, "Slug must be at most 60 characters")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug is lower-case letters, digits and dashes")
  .refine((s) => !RESERVED_SLUGS.has(s), "That slug is the name of a route");

/** POST /api/admin/clients: a whole program. */
export const programCreateSchema = z.object({ slug: slugSchema, ...programFields });

/** PATCH /api/admin/clients/{slug}: any of the fields; the slug stays. */
export const programPatchSchema = z
  .object({ slug: z.string().optional(), ...programFields })
  .partial()
  .refine((p) => Object.keys(p).length > 0, "Send at least one field");

export type ProgramInput = z.input<typeof programCreateSchema>;
export type ProgramPatch = z.output<typeof programPatchSchema>;

/** What a program is: the stored draft and every published version. */
export interface ProgramData {
  slug: string;
  businessName: string;
  brandName: string;
  vertical: Vertical;
  city: string;
  state: string;
  website: string | null;
  supportEmail: string;
  supportPhone: string;
  programName: string;
  description: string;
  messageTypes: string[];
  frequency: number | "varies";
  number: string;
  keyword: string;
  sampleMessages: string[];
  ageGate: AgeGate;
  monogram: { initials: string; background: string; foreground: string };
}

/** One message per field, named by the field itself (`sampleMessages`, not `sampleMessages.1`). */
export function programFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The web opt-in form: phone, the consent box, the date of birth where gated. */
export const programOptInSchema = z.object({
  phone: z.string({ error: "Enter your mobile number" }).trim().min(1, "Enter your mobile number"),
  consent: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true"),
  birthDate: z.string().trim().max(10).optional(),
  formToken: z.string().max(1000).optional(),
  website: z.string().max(200).optional(),
});

export type ProgramOptIn = z.output<typeof programOptInSchema>;

/** A gated program's age gate: the date of birth as the date field sends it (YYYY-MM-DD) or MM/DD/YYYY. */
export const ageGateSchema = z.object({
  birthDate: z.string().trim().max(10, "Enter your date of birth as MM/DD/YYYY").optional().default(""),
});

/** Age on `today` (UTC date) of someone born on an ISO date, or null for a date that is not one. */
export function ageOn(birthDate: string, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  if (date > today || y < 1900) return null;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}
