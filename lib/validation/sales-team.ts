import { z } from "zod";
import { emailBodyProblem, emailSubjectProblem } from "./staff-writing";

/** The staff page's changes: a member's role (admins only) or their "takes new leads" switch. */
export const STAFF_FIELD_MESSAGES = {
  email: "Choose a staff member from the list",
  role: "Choose admin or agent",
  takesLeads: "Choose on or off",
} as const;

/** POST /api/admin/staff: {email, role} or {email, takesLeads}; a form sends "on"/"off" for the switch. */
export const staffChangeSchema = z
  .object({
    email: z.email(STAFF_FIELD_MESSAGES.email).max(255),
    role: z.enum(["admin", "agent"], STAFF_FIELD_MESSAGES.role).optional(),
    takesLeads: z
      .union([z.boolean(), z.enum(["on", "off"]).transform((v) => v === "on")], STAFF_FIELD_MESSAGES.takesLeads)
      .optional(),
  })
  .refine((v) => (v.role === undefined) !== (v.takesLeads === undefined), {
    message: "Change either the role or the switch",
    path: ["role"],
  });
export type StaffChangeInput = z.infer<typeof staffChangeSchema>;

const LEAD_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
export const MERGE_MESSAGE = "Paste the link or the id of the other lead";

/** POST /api/admin/leads/[id]/merge: the other lead (its id, or a link to its page) folds into this one. */
export const leadMergeSchema = z.object({
  other: z
    .string(MERGE_MESSAGE)
    .max(2000, MERGE_MESSAGE)
    .transform((v) => LEAD_ID.exec(v)?.[0].toLowerCase() ?? "")
    .refine((v) => v !== "", MERGE_MESSAGE),
  confirm: z.literal("merge", "Confirm the merge"),
});

/** POST /api/admin/leads/[id]/email: a subject and a message to the lead (not "body": the note form's field on the same page). */
export const leadEmailSchema = z.object({
  subject: z
    .string("Write a subject")
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      const problem = emailSubjectProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  message: z
    .string("Write a message")
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .superRefine((v, ctx) => {
      const problem = emailBodyProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
