import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { checkOrigin, handle, readBodyText, readJson } from "@/lib/http";
import { adminActor, requireAdmin } from "@/lib/auth/admin-session";
import { isFormPost } from "@/lib/auth/admin-form";
import { slugSchema } from "@/lib/validation/program";
import { programFromForm } from "./program-form-fields";

/**
 * A staff action on one client program: the session is checked first, then
 * (for a change) the Origin. JSON callers get JSON in the one error shape;
 * the admin pages' plain forms (no JavaScript) get a 303 back to `back`,
 * with `?error=<field>` when something was refused.
 */
export interface ProgramAction {
  request: Request;
  slug: string;
  actor: string;
}

type Params = { params: Promise<{ slug: string }> };

export function programSlug(raw: string): string {
  const parsed = slugSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("API_NOT_FOUND", "Program not found", { status: 404, severity: "LOW" });
  return parsed.data;
}

export function programRoute(
  apply: (action: ProgramAction) => Promise<Response>,
  back?: (slug: string) => string,
): (request: Request, params: Params) => Promise<Response> {
  return handle(async (request: Request, { params }: Params) => {
    const actor = adminActor(await requireAdmin(request));
    if (request.method !== "GET") checkOrigin(request);
    const slug = programSlug((await params).slug);
    const form = back && isFormPost(request);
    try {
      const response = await apply({ request, slug, actor });
      return form ? seeOther(back(slug)) : response;
    } catch (error) {
      if (form && isAppError(error) && error.status < 500) {
        const field = Object.keys(error.fields ?? {})[0] ?? "failed";
        return seeOther(`${back(slug)}?error=${encodeURIComponent(field)}`);
      }
      throw error;
    }
  });
}

export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path, "cache-control": "no-store" } });
}

const MAX_BODY = 32 * 1024;

/**
 * A JSON object body, or the admin's plain form turned into the same shape; its fields are then checked by the
 * program schema, which names each bad one.
 */
export async function readProgramBody(request: Request): Promise<Record<string, unknown>> {
  if (isFormPost(request))
    return programFromForm(Object.fromEntries(new URLSearchParams(await readBodyText(request, MAX_BODY))));
  return readJson(request, z.record(z.string(), z.unknown()), { maxBytes: MAX_BODY });
}
