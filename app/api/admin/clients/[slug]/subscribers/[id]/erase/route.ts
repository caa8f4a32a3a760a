import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { checkOrigin, handle } from "@/lib/http";
import { isFormPost, readFormOrJson } from "@/lib/auth/admin-form";
import { adminActor } from "@/lib/auth/admin-session";
import { requireAdminRole } from "@/lib/auth/admin-role";
import { programSlug } from "@/lib/admin/program-route";
import { getBackend } from "@/lib/backend";
import { programNotFound } from "@/lib/programs/record";

export const dynamic = "force-dynamic";

/** POST {confirm: "erase"}: erase one subscriber's number on request (the ledger keeps its proof by hash); audited; admins only. */
export const POST = handle(async (request: Request, { params }: { params: Promise<{ slug: string; id: string }> }) => {
  const actor = adminActor(await requireAdminRole(request));
  checkOrigin(request);
  const { slug: raw, id } = await params;
  const slug = programSlug(raw);
  const { programs } = getBackend();
  const found = await programs.find(slug);
  if (!found) throw programNotFound();
  if (!/^[0-9a-f]{64}$/.test(id)) throw new AppError("API_NOT_FOUND", "Subscriber not found", { status: 404 });
  // An erasure is asked for in so many words: {confirm: "erase"}, or the form's ticked box.
  const body = (await readFormOrJson(request, isFormPost(request), 1024)) as { confirm?: unknown };
  if (body?.confirm !== "erase")
    throw new AppError("VALIDATION_REQUIRED_FIELD", "Confirm the erasure", {
      status: 422,
      fields: { confirm: 'Send {"confirm": "erase"}' },
    });
  const result = await programs.subscribers.erase({ id: found.id, slug }, id, actor);
  if (isFormPost(request))
    return new NextResponse(null, { status: 303, headers: { Location: `/admin/clients/${slug}/subscribers` } });
  return NextResponse.json(result);
});
