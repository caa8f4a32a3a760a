import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { fieldErrors } from "@/lib/validation/fields";

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

function tooLarge(maxBytes: number): AppError {
  return new AppError("API_BAD_REQUEST", `Request body must be at most ${Math.round(maxBytes / 1024)} KB.`, {
    status: 413,
    severity: "LOW",
  });
}

/**
 * A body just over the limit is read to its end and discarded before the 413, so the client is not cut off
 * mid-upload and sees the answer; past four times the limit the connection is dropped instead.
 */
const DRAIN_FACTOR = 4;

/** Read the body as bytes, keeping nothing past the limit (a lying Content-Length gains nothing). */
async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes * DRAIN_FACTOR) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    if (size <= maxBytes) chunks.push(value);
  }
  if (size > maxBytes) throw tooLarge(maxBytes);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The body as UTF-8 text, refused with 413 past `maxBytes` (declared or actually sent), 400 when not UTF-8. */
export async function readBodyText(request: Request, maxBytes: number = DEFAULT_MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    if (declared <= maxBytes * DRAIN_FACTOR) await readLimited(request, maxBytes).catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  const bytes = await readLimited(request, maxBytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("API_BAD_REQUEST", "Request body is not valid UTF-8.", { status: 400, severity: "LOW" });
  }
}

/**
 * Parse a JSON body against a schema with honest statuses:
 * 415 not JSON, 413 over the limit, 400 malformed, 422 invalid fields.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = DEFAULT_MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw new AppError("API_BAD_REQUEST", "Content-Type must be application/json.", { status: 415, severity: "LOW" });
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    if (declared <= maxBytes * DRAIN_FACTOR) await readLimited(request, maxBytes).catch(() => undefined);
    throw tooLarge(maxBytes);
  }

  let parsed: unknown;
  try {
    const bytes = await readLimited(request, maxBytes);
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("API_BAD_REQUEST", "Request body is not valid JSON.", { status: 400, severity: "LOW" });
  }

  const result = await schema.safeParseAsync(parsed);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const missing = result.error.issues.some((i) => i.code === "invalid_type" && valueAt(parsed, i.path) === undefined);
    throw new AppError(
      missing ? "VALIDATION_REQUIRED_FIELD" : "VALIDATION_INVALID_FORMAT",
      "Please check the highlighted fields.",
      {
        status: 422,
        severity: "LOW",
        fields,
      },
    );
  }
  return result.data;
}
