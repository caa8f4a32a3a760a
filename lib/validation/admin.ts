import { z } from "zod";
import { HUB_IDS } from "@/lib/hubs/registry";
import { LEAD_STATUSES } from "@/lib/backend/types";
import { isCalendarDay } from "@/lib/backend/core/lead-row";
import { normalizeNote, noteProblem, NOTE_MAX_CHARS } from "@/lib/backend/core/pipeline";
import { hasControlCharacters } from "./fields";

/**
 * Query strings of the admin API and pages, one schema each.
 * Bad input answers 422 with the field named, never a 500.
 */
export const ADMIN_PAGE_SIZE = 25;

// A page is named by its opaque keyset cursor (the backend checks it: a bad one is a 400); none is the first page.
const cursor = z
  .string("Invalid cursor")
  .trim()
  .max(400, "Invalid cursor")
  .optional()
  .transform((v) => v || undefined);
const text = z
  .string()
  .trim()
  .max(200, "Search is too long")
  .refine((v) => !hasControlCharacters(v), "Search contains invalid characters")
  .optional()
  .transform((v) => v || undefined);

/** An optional choice from a list; an empty value (a form's "All") means none. */
function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .enum(values, message)
    .optional()
    .or(z.literal("").transform(() => undefined));
}

export const DATE_MESSAGE = "Use a date like 2026-12-01";

/** A real calendar day as YYYY-MM-DD (no 2026-02-30). */
export const daySchema = z.string(DATE_MESSAGE).trim().refine(isCalendarDay, DATE_MESSAGE);

const optionalDay = daySchema.optional().or(z.literal("").transform(() => undefined));

export const LEAD_OPT_INS = ["email", "sms"] as const;
export const LEAD_SORTS = ["newest", "follow_up"] as const;
export const LEAD_VIEWS = ["mine", "unassigned", "due", "overdue"] as const;

export const leadQuerySchema = z
  .object({
    hub: choice(HUB_IDS, "Unknown hub"),
    q: text,
    cursor,
    status: choice(LEAD_STATUSES, "Unknown status"),
    optin: choice(LEAD_OPT_INS, "Opt-in must be email or sms"),
    from: optionalDay,
    to: optionalDay,
    // Missing means newest first.
    sort: choice(LEAD_SORTS, "Sort must be newest or follow_up"),
    view: choice(LEAD_VIEWS, "View must be mine, unassigned, due or overdue"),
    // One staff member's leads (any address: an unlisted one simply matches none).
    owner: z
      .email("Owner must be a staff member's email")
      .max(255)
      .optional()
      .or(z.literal("").transform(() => undefined)),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: "From must be on or before To", path: ["from"] });
export type LeadQueryInput = z.infer<typeof leadQuerySchema>;

/** The filters of a parsed lead query, as the backend takes them (the cursor aside). */
export function leadFilters(query: LeadQueryInput) {
  return {
    hub: query.hub,
    search: query.q,
    status: query.status,
    optIn: query.optin,
    from: query.from,
    to: query.to,
    sort: query.sort,
    view: query.view,
    owner: query.owner,
  };
}

export const pageQuerySchema = z.object({ cursor });
export const outboxQuerySchema = z.object({ cursor, to: text });

export const leadIdSchema = z.string().trim().min(1).max(100);

/** Field messages of the lead page's forms, also shown after a no-JavaScript post (?error=<field>). */
export const LEAD_FIELD_MESSAGES = {
  status: "Choose a status from the list",
  followUpOn: DATE_MESSAGE,
  body: "Write a note of 1 to 2,000 characters, without control characters",
  channel: "Choose SMS or email",
  assignedTo: "Choose a staff member from the list",
} as const;
export type LeadFormField = keyof typeof LEAD_FIELD_MESSAGES;

/** PATCH /api/admin/leads/[id]: a new status, a follow-up day, or both; an empty day clears it. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, LEAD_FIELD_MESSAGES.status).optional(),
    followUpOn: z
      .union([daySchema, z.literal("").transform(() => null), z.null()], LEAD_FIELD_MESSAGES.followUpOn)
      .optional(),
    // An email from the staff list, or empty for nobody; the core checks the list.
    assignedTo: z
      .union(
        [z.email(LEAD_FIELD_MESSAGES.assignedTo).max(255), z.literal("").transform(() => null), z.null()],
        LEAD_FIELD_MESSAGES.assignedTo,
      )
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.followUpOn !== undefined || v.assignedTo !== undefined, {
    message: "Give a status, a follow-up date or an assignee",
    path: ["status"],
  });
export type LeadUpdateInput = z.infer<typeof leadUpdateSchema>;

export { NOTE_MAX_CHARS };
const NOTE_REQUIRED = "Note is required";

/** POST /api/admin/leads/[id]/notes: 1 to 2,000 characters, line ends as newlines, trimmed. */
export const leadNoteSchema = z.object({
  body: z
    .string(NOTE_REQUIRED)
    .transform(normalizeNote)
    .superRefine((text, ctx) => {
      const problem = noteProblem(text);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
export type LeadNoteInput = z.infer<typeof leadNoteSchema>;

/** POST /api/admin/leads/[id]/opt-out: the channel the person asked to stop. */
export const leadOptOutSchema = z.object({
  channel: z.enum(["sms", "email"], LEAD_FIELD_MESSAGES.channel),
});
export type LeadOptOutInput = z.infer<typeof leadOptOutSchema>;
