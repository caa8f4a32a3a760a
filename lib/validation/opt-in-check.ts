import { z } from "zod";
// First: the shared zod setup (no eval probe under our CSP).
import { hasControlCharacters } from "./fields.ts";
import { VERTICAL_IDS, isVerticalId, type VerticalId } from "../compliance/verticals.ts";

/**
 * POST /api/opt-in-check and the page's form: an opt-in page (its public address, or its HTML pasted), the
 * brand, the vertical and the sample messages. One schema for the form, the JSON door and the plain form post.
 */

/** Pasted HTML may be at most this big (bytes, UTF-8); the fetcher reads at most the same. */
export const OPT_IN_HTML_MAX_BYTES = 1024 * 1024;
/** A request body: the HTML escaped as JSON or form data, with room to spare. */
export const OPT_IN_CHECK_MAX_BODY_BYTES = 4 * 1024 * 1024;
export const OPT_IN_SAMPLES_MAX = 10;

export const VERTICAL_LIST_MESSAGE = `Vertical must be one of: ${VERTICAL_IDS.join(", ")}`;
export const NO_PAGE_MESSAGE = "Give your opt-in page's address, or paste its HTML.";
export const BOTH_MESSAGE = "Give the page's address or its HTML, not both.";
export const NO_SAMPLES_MESSAGE = "Add at least one sample message (carriers ask for two).";

const clean = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasControlCharacters(v), `${label} contains invalid characters`)
    .transform((v) => v.trim());

const sample = clean("A sample message", 320);

export const optInCheckSchema = z
  .object({
    url: clean("The address", 2048).optional(),
    html: z.string({ error: "The HTML must be text" }).optional(),
    brand: clean("Brand name", 80).pipe(z.string().min(2, "Brand name is required")),
    vertical: z
      .string({ error: VERTICAL_LIST_MESSAGE })
      .refine(isVerticalId, VERTICAL_LIST_MESSAGE)
      .transform((v) => v as VerticalId),
    samples: z
      .array(sample, { error: "Samples are a list of texts" })
      .max(OPT_IN_SAMPLES_MAX, `At most ${OPT_IN_SAMPLES_MAX} sample messages`)
      .transform((list) => list.filter(Boolean))
      .pipe(z.array(z.string()).min(1, NO_SAMPLES_MESSAGE)),
  })
  // Checked even when another field is wrong, so every mistake is named at once.
  .superRefine(
    (v, ctx) => {
      const url = typeof v?.url === "string" && v.url.trim() !== "";
      const html = typeof v?.html === "string" && v.html.trim() !== "";
      if (!url && !html) ctx.addIssue({ code: "custom", path: ["url"], message: NO_PAGE_MESSAGE });
      if (url && html) ctx.addIssue({ code: "custom", path: ["url"], message: BOTH_MESSAGE });
    },
    { when: () => true },
  )
  .transform((v) => ({ ...v, url: v.url || undefined, html: v.html?.trim() ? v.html : undefined }));

export type OptInCheckInput = z.output<typeof optInCheckSchema>;

/** What a plain form post carries: the same fields, samples as repeated `samples` fields. */
export function optInCheckFromForm(form: URLSearchParams): Record<string, unknown> {
  return {
    url: form.get("url") ?? undefined,
    html: form.get("html") ?? undefined,
    brand: form.get("brand") ?? "",
    vertical: form.get("vertical") ?? "",
    samples: form.getAll("samples"),
  };
}

export function htmlBytes(html: string): number {
  return new TextEncoder().encode(html).length;
}
