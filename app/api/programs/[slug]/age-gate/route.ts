import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { checkOrigin, enforceLimit, handle, isSecureRequest, requestContext } from "@/lib/http";
import { isFormPost, readFormOrJson } from "@/lib/auth/admin-form";
import { seeOther } from "@/lib/admin/program-route";
import { getBackend } from "@/lib/backend";
import { serverNow } from "@/lib/config/test-clock";
import { programNotFound } from "@/lib/programs/record";
import { programPaths } from "@/lib/programs/texts";
import { rememberAgeGate } from "@/lib/programs/age-cookie";
import { gateAnswer, gateMessage } from "@/lib/programs/age-gate";
import { ageGateSchema } from "@/lib/validation/program";

export const dynamic = "force-dynamic";

/**
 * POST {birthDate}: a gated program's age gate, a plain form post that works
 * without JavaScript. Old enough: a signed cookie for this program ("age
 * affirmed 21+", never the date) and 303 back to the page, which now shows
 * the program; else 303 back to the gate with the reason's code. JSON gets
 * 200 (and the cookie) or 422 naming the field. Nothing is stored on our side.
 */
export const POST = handle(async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  checkOrigin(request);
  const slug = (await params).slug;
  const program = /^[a-z0-9-]{1,60}$/.test(slug) ? await getBackend().programs.live(slug) : null;
  if (!program || program.data.ageGate === "none") throw programNotFound();
  const form = isFormPost(request);
  const page = programPaths(program.data.slug).page;
  await enforceLimit("programAgeGate", requestContext(request).ip, "Too many tries. Please wait a few minutes.");
  const parsed = ageGateSchema.safeParse(await readFormOrJson(request, form, 1024));
  const answer = gateAnswer(program.data, parsed.success ? parsed.data.birthDate : "?", serverNow());
  if (answer !== "ok") {
    if (form) return seeOther(`${page}?gate=${answer}`);
    const message = gateMessage(answer, program.data);
    throw new AppError("VALIDATION_INVALID_VALUE", message, {
      status: 422,
      severity: "LOW",
      fields: { birthDate: message },
    });
  }
  const response = form ? seeOther(page) : NextResponse.json({ status: "age-affirmed" });
  rememberAgeGate(response, program.data, isSecureRequest(request));
  return response;
});
