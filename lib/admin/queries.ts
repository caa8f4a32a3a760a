import { z } from "zod";
import { HUB_IDS } from "@/lib/hubs/registry";
import { AppError } from "@/lib/errors";
import { hasControlCharacters } from "@/lib/validation/fields";

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
  hub: z.enum(HUB_IDS, "Unknown hub").optional().or(z.literal("").transform(() => undefined)),
  q: text,
  page,
});
export type LeadQueryInput = z.infer<typeof leadQuerySchema>;

export const pageQuerySchema = z.object({ page });
export const outboxQuerySchema = z.object({ page, to: text });

export const leadIdSchema = z.string().trim().min(1).max(100);

/** Parse URLSearchParams (or a Next searchParams object) with a schema, or throw a 422 AppError. */
export function parseQuery<T extends z.ZodType>(
  schema: T,
  source: URLSearchParams | Record<string, string | string[] | undefined>,
): z.infer<T> {
  const entries =
    source instanceof URLSearchParams
      ? Object.fromEntries(source)
      : Object.fromEntries(Object.entries(source).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = schema.safeParse(entries);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "query"), i.message]));
    throw new AppError("VALIDATION_INVALID_VALUE", "Invalid query", { fields });
  }
  return parsed.data;
}
