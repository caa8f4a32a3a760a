import { z } from "zod";
import { emailSchema } from "./fields";

/** POST /api/admin/staff-code: ask for a staff sign-in code. */
export const staffCodeRequestSchema = z.object({ email: emailSchema });

const CODE_REQUIRED = "Sign-in code is required";

/** POST /api/admin/session with an email: finish a staff sign-in with the emailed code. */
export const staffSignInSchema = z.object({
  email: emailSchema,
  code: z
    .string(CODE_REQUIRED)
    .trim()
    .min(1, CODE_REQUIRED)
    .regex(/^\d{6}$/, "Sign-in code must be 6 digits"),
});
export type StaffSignInInput = z.infer<typeof staffSignInSchema>;
