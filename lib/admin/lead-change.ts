import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { checkOrigin, handle, jsonError, readBodyText, readJson } from "@/lib/http";
import { adminActor, requireAdmin } from "@/lib/auth/admin-session";
import { logger } from "@/lib/log/logger";
import { fieldErrors } from "@/lib/validation/fields";
import { leadIdSchema } from "@/lib/validation/admin";

/**
 * A change to one lead, from the lead page: JSON from its script, or a plain
 * form post when JavaScript is off. Cross-origin is refused first (403 JSON
 * either way). JSON answers in the one error shape; a form post is sent back
 * to the lead page, with `?error=<field>` when a field was wrong.
 */
export interface LeadChange<S extends z.ZodType> {
  schema: S;
  /** Largest body accepted (a form post percent-encodes each byte of a note as three). */
  maxBytes: number;
  /** Apply the change as `actor`; the answer to a JSON call. */
  apply(input: z.output<S>, leadId: string, actor: string, request: Request): Promise<Response>;
}

type Params = { params: Promise<{ id: string }> };

export function isFormPost(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().includes("application/x-www-form-urlencoded");
}

/** The lead page, where a form post returns; a relative Location keeps the host (and so the hub). */
export function leadPagePath(leadId: string, error?: string): string {
  const path = `/admin/leads/${encodeURIComponent(leadId)}`;
  return error ? `${path}?error=${encodeURIComponent(error)}` : path;
}

function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path, "cache-control": "no-store" } });
}

/** A form body parsed with the same schema and the same 422 as a JSON body. */
async function readForm<S extends z.ZodType>(request: Request, schema: S, maxBytes: number): Promise<z.output<S>> {
  const fields = Object.fromEntries(new URLSearchParams(await readBodyText(request, maxBytes)));
  const result = await schema.safeParseAsync(fields);
  if (!result.success) {
    throw new AppError("VALIDATION_INVALID_VALUE", "Please check the highlighted fields.", {
      status: 422,
      severity: "LOW",
      fields: fieldErrors(result.error),
    });
  }
  return result.data;
}

/** Where a failed form post goes back to: the field at fault, else a general reason. */
function formErrorReason(error: unknown): string {
  if (!isAppError(error)) return "failed";
  const field = Object.keys(error.fields ?? {})[0];
  if (field && field !== "_") return field;
  if (error.status === 401) return "session";
  if (error.status === 404) return "not-found";
  return "failed";
}

export function leadChangeRoute<S extends z.ZodType>(change: LeadChange<S>) {
  async function run(request: Request, leadId: string, form: boolean): Promise<Response> {
    checkOrigin(request);
    const actor = adminActor(await requireAdmin(request));
    const id = leadIdSchema.safeParse(leadId);
    if (!id.success) throw new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
    const input = form
      ? await readForm(request, change.schema, change.maxBytes)
      : await readJson(request, change.schema, { maxBytes: change.maxBytes });
    const answer = await change.apply(input, id.data, actor, request);
    return form ? seeOther(leadPagePath(id.data)) : answer;
  }
  const json = handle(run);
  return async (request: Request, { params }: Params): Promise<Response> => {
    const leadId = (await params).id;
    if (!isFormPost(request)) return json(request, leadId, false);
    try {
      return await run(request, leadId, true);
    } catch (error) {
      if (isAppError(error) && error.code === "API_FORBIDDEN") return jsonError(error);
      if (!isAppError(error) || error.status >= 500) {
        logger.error("lead change failed", { code: isAppError(error) ? error.code : "API_SERVER_ERROR", error });
      }
      return seeOther(leadPagePath(leadId, formErrorReason(error)));
    }
  };
}
