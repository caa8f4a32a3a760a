import { z } from "zod";
// First: the shared zod setup (no eval probe under our CSP).
import "./fields.ts";
import { US_STATE_CODES } from "../compliance/state-windows.ts";

const CODES = [...new Set(Object.values(US_STATE_CODES))] as [string, ...string[]];
export const LEAD_STATE_FIELD_MESSAGE = "Choose a US state, or the number's area code";

/** POST /api/admin/leads/[id]/state: a two-letter US state, or "" (or null) for the number's area code. */
export const leadStateSchema = z.object({
  state: z.union(
    [z.string().trim().toUpperCase().pipe(z.enum(CODES)), z.literal("").transform(() => null), z.null()],
    LEAD_STATE_FIELD_MESSAGE,
  ),
});
export type LeadStateInput = z.infer<typeof leadStateSchema>;
