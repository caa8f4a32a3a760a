import { z } from "zod";
import "./fields";
import { normalizeText, textProblem } from "@/lib/backend/core/texting";

/** A staff text to a lead: 1 to 480 characters, no control characters but the newline. */
export const leadTextSchema = z.object({
  body: z
    .string("Write a text")
    .transform(normalizeText)
    .superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});

/** Erasing asks for an explicit confirmation, never a bare click. */
export const leadEraseSchema = z.object({
  confirm: z.literal("erase", "Confirm the erasure"),
});
