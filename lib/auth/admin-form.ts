import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { readBodyText } from "@/lib/http";
import { fieldErrors } from "@/lib/validation/fields";

/**
 * The admin sign-in routes take JSON from fetch, or a plain form post from the
 * no-JavaScript forms on /admin (answered with 303 back to a page).
 */
export function isFormPost(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
}

/** The body as an object: form fields or JSON, capped at `maxBytes`. */
export async function readFormOrJson(request: Request, isForm: boolean, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  try {
    return isForm ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text || "{}");
  } catch {
    throw new AppError("API_BAD_REQUEST", "Request body must be JSON");
  }
}

/** Parse against a schema; bad input is a 422 naming each field. */
export function validate<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  const message = parsed.error.issues[0]?.message ?? "Please check the highlighted fields.";
  throw new AppError("VALIDATION_INVALID_FORMAT", message, { status: 422, severity: "LOW", fields });
}

/** A relative Location keeps the host the browser used. */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}

/** /admin showing the staff form's second step (or its error) after a no-JavaScript post. */
export function staffGatePath(state: "sent" | "invalid" | "rate" | "bad-email", email?: string): string {
  const query = new URLSearchParams({ staff: state });
  if (email) query.set("email", email);
  return `/admin?${query.toString()}`;
}
