import { z } from "zod";
import {
  ATTRIBUTION_LIMITS,
  CLICK_ID_PATTERN,
  HOST_PATTERN,
  INDUSTRY_MAX,
  INDUSTRY_PATTERN,
  PARAM_PATTERN,
  PATH_PATTERN,
} from "../attribution/rules.ts";
import type { Attribution, Touch } from "../attribution/types.ts";
import { REPORT_ID_PATTERN } from "../opt-in-check/types.ts";
import "./fields.ts";

/**
 * The attribution a form sends: each value short and of its charset, or
 * null. The browser drops anything else before sending, so a refusal here
 * means the request was made by hand.
 */
const nullable = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(schema.nullable());

const param = nullable(
  z.string().max(ATTRIBUTION_LIMITS.param, "Too long").regex(PARAM_PATTERN, "Contains characters not allowed"),
);
const clickId = nullable(
  z.string().max(ATTRIBUTION_LIMITS.clickId, "Too long").regex(CLICK_ID_PATTERN, "Contains characters not allowed"),
);

export const touchSchema = z.object({
  utm_source: param,
  utm_medium: param,
  utm_campaign: param,
  utm_term: param,
  utm_content: param,
  gclid: clickId,
  fbclid: clickId,
  msclkid: clickId,
  referrer_host: nullable(z.string().max(ATTRIBUTION_LIMITS.host, "Too long").regex(HOST_PATTERN, "Not a host name")),
  landing_path: nullable(z.string().max(ATTRIBUTION_LIMITS.path, "Too long").regex(PATH_PATTERN, "Not a path")),
  landed_at: nullable(z.iso.datetime({ offset: true, error: "Not a time" })),
}) satisfies z.ZodType<Touch, unknown>;

export const attributionSchema = z.object({
  first: touchSchema,
  last: touchSchema,
  industry: nullable(z.string().max(INDUSTRY_MAX, "Too long").regex(INDUSTRY_PATTERN, "Not a page slug")).optional(),
  optInReport: nullable(z.string().regex(REPORT_ID_PATTERN, "Not a report id")).optional(),
}) satisfies z.ZodType<Attribution, unknown>;

/** Optional on every form that carries it: absent (no JavaScript) is stored as nothing, shown as "direct / unknown". */
export const optionalAttribution = attributionSchema.nullish().transform((v) => v ?? null);
