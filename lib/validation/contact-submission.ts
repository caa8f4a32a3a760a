import { z } from "zod";
import type { ContactSubmission } from "../types/backend.ts";
import { companySchema, emailSchema, messageSchema, nameSchema, optionalText } from "./fields.ts";
import { optionalPhoneSchema } from "./phone.ts";
import { optionalAttribution } from "./attribution.ts";

/** One consent record as the server built it: the disclosure text, its version and hash, and the page. */
export const consentEvidenceSchema = z.object({
  channel: z.enum(["sms", "email"]),
  text: z.string().trim().min(1).max(4000),
  version: z.string().trim().min(1).max(64),
  sha256: z.string().regex(/^[0-9a-fA-F]{64}$/, "Invalid SHA-256"),
  pageUrl: z.url("Invalid URL format").max(2000),
});

/** The submit-contact wire payload plus consent evidence, as the Edge Function receives it. */
export const contactSubmissionSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  company: optionalText(companySchema),
  message: optionalText(messageSchema),
  platform_interest: z.string().trim().min(1).max(100).default("General inquiry"),
  hub_id: z.number().int().min(0).max(99).default(2),
  email_signup: z.boolean().default(false),
  sms_signup: z.boolean().default(false),
  consent: z.array(consentEvidenceSchema).max(4).default([]),
  attribution: optionalAttribution,
}) satisfies z.ZodType<ContactSubmission>;
