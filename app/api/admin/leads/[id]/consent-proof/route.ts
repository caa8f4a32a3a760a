import { getBackend } from "@/lib/backend";
import { AppError } from "@/lib/errors/app-error";
import { adminRoute, searchParams } from "@/lib/auth/admin-route";
import { buildConsentProof, consentProofHtml } from "@/lib/admin/consent-proof";
import { leadIdSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/** GET: a lead's proof of consent to download — a printable HTML page, or JSON with `?format=json`. */
export const GET = adminRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const id = leadIdSchema.safeParse((await params).id);
  const found = id.success ? await getBackend().admin.lead(id.data) : null;
  if (!found) throw new AppError("LEAD_NOT_FOUND", "Lead not found");
  const proof = buildConsentProof(found.lead, found.consents, new Date());
  const name = `consent-proof-${found.lead.id}`;
  if (searchParams(request).get("format") === "json") {
    return Response.json(proof, { headers: { "content-disposition": `attachment; filename="${name}.json"` } });
  }
  return new Response(consentProofHtml(proof), {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.html"`,
    },
  });
});
