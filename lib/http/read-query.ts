import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { fieldErrors } from "@/lib/validation/fields";

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
    throw new AppError("VALIDATION_INVALID_VALUE", "Invalid query", { fields: fieldErrors(parsed.error) });
  }
  return parsed.data;
}
