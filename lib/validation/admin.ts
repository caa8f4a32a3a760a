import { z } from "zod";
import { HUB_IDS } from "@/lib/hubs/registry";
import { hasControlCharacters } from "./fields";

/**
 * Query strings of the admin API and pages, one schema each.
 * Bad input answers 422 with the field named, never a 500.
 */
export const ADMIN_PAGE_SIZE = 25;

const page = z.coerce.number().int("Invalid page").min(1, "Invalid page").max(100_000, "Invalid page").default(1);
const text = z
  .string()
  .trim()
  .max(200, "Search is too long")
  .refine((v) => !hasControlCharacters(v), "Search contains invalid characters")
  .optional()
  .transform((v) => v || undefined);

export const leadQuerySchema = z.object({
  hub: z
    .enum(HUB_IDS, "Unknown hub")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  q: text,
  page,
});
export type LeadQueryInput = z.infer<typeof leadQuerySchema>;

export const pageQuerySchema = z.object({ page });
export const outboxQuerySchema = z.object({ page, to: text });

export const leadIdSchema = z.string().trim().min(1).max(100);
