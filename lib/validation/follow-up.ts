import { z } from "zod";
import { LEAD_STATUSES } from "@/lib/types/backend";
import { LEAD_FIELD_MESSAGES } from "./admin";

/** Most leads one bulk change touches: a page of the list at most. */
export const BULK_MAX_LEADS = 100;
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const BULK_MESSAGES = {
  ids: "Choose at least one lead",
  action: "Choose assign or change status",
} as const;

/**
 * POST /api/admin/leads/bulk: assign the chosen leads, or change their
 * status. `back` is the list the form was on (the leads page only).
 */
export const leadBulkSchema = z
  .object({
    // Checked on the whole list, so an error names "ids" and not one of its items.
    ids: z
      .array(z.string(BULK_MESSAGES.ids), BULK_MESSAGES.ids)
      .min(1, BULK_MESSAGES.ids)
      .max(BULK_MAX_LEADS, `Choose at most ${BULK_MAX_LEADS} leads`)
      .refine((ids) => ids.every((id) => LEAD_ID.test(id)), BULK_MESSAGES.ids),
    action: z.enum(["assign", "status"], BULK_MESSAGES.action),
    assignedTo: z
      .union([z.email(LEAD_FIELD_MESSAGES.assignedTo).max(255), z.literal("").transform(() => null), z.null()])
      .optional(),
    status: z.enum(LEAD_STATUSES, LEAD_FIELD_MESSAGES.status).optional(),
    back: z
      .string()
      .max(2000)
      .regex(/^\/admin\/leads(\?[^\s#]*)?$/)
      .optional()
      .catch(undefined),
  })
  .refine((v) => v.action !== "status" || v.status !== undefined, {
    message: LEAD_FIELD_MESSAGES.status,
    path: ["status"],
  })
  .refine((v) => v.action !== "assign" || v.assignedTo !== undefined, {
    message: LEAD_FIELD_MESSAGES.assignedTo,
    path: ["assignedTo"],
  });
export type LeadBulkInput = z.infer<typeof leadBulkSchema>;

/** A form body as the schema reads it: `ids` may repeat. */
export function bulkFormFields(body: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(body);
  fields.ids = body.getAll("ids");
  return fields;
}
