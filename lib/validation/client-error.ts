import { z } from "zod";

/** A client render error as the crash screen reports it: what broke and where, nothing about the visitor. */
export const clientErrorSchema = z.object({
  message: z.string().max(1000),
  stack: z.string().max(8000).optional(),
  digest: z.string().max(100).optional(),
  url: z.url().max(2000),
});

export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
