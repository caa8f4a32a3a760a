import { NextResponse } from "next/server";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { checkOrigin, enforceLimit, handle, isSecureRequest, requestContext, requestCookies } from "@/lib/http";
import { serverNow } from "@/lib/config/test-clock";
import { ageGatePassed } from "@/lib/programs/age-cookie";
import { isFormPost, readFormOrJson } from "@/lib/auth/admin-form";
import { smsPolicyFromEnv } from "@/lib/config/server-env";
import { getBackend } from "@/lib/backend";
import { assertFormToken } from "@/lib/security/form-token";
import { contactPageUrl } from "@/lib/contact/submission";
import { DEFAULT_SMS_POLICY, smsDestinationProblem } from "@/lib/backend/core/sms-policy";
import { handOffOutbox } from "@/lib/messaging/runtime";
import { programOptInSchema, programFieldErrors } from "@/lib/validation/program";
import { programNotFound } from "@/lib/programs/record";
import { checkOptIn } from "@/lib/programs/opt-in";
import { optInErrorCode, optInSentMessage } from "@/lib/programs/opt-in-result";
import { programPaths } from "@/lib/programs/texts";
import { forgetTypedPhone, keepTypedPhone } from "@/lib/programs/typed-phone";

export const dynamic = "force-dynamic";

function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path, "cache-control": "no-store" } });
}

/**
 * POST /api/programs/{slug}/opt-in: a web opt-in to a published program,
 * as JSON from the page's script or as a plain form post (no JavaScript,
 * answered with 303 back to the page, which shows the refusal with the typed
 * phone filled in again). The contact form's protections: the
 * honeypot, a single-use form token at least 3 seconds old, a limit per
 * client, the SMS country policy, per-number caps and the daily budget.
 */
export const POST = handle(async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  checkOrigin(request);
  const slug = (await params).slug;
  const backend = getBackend();
  const program = /^[a-z0-9-]{1,60}$/.test(slug) ? await backend.programs.live(slug) : null;
  if (!program) throw programNotFound();
  const form = isFormPost(request);
  const page = programPaths(program.data.slug).page;
  let typed = "";
  try {
    const body = await readFormOrJson(request, form, 4096);
    if (body && typeof body === "object" && "phone" in body && typeof body.phone === "string") typed = body.phone;
    const parsed = programOptInSchema.safeParse(body);
    if (!parsed.success) {
      throw new AppError("VALIDATION_INVALID_VALUE", "Please check the highlighted fields.", {
        status: 422,
        severity: "LOW",
        fields: programFieldErrors(parsed.error),
      });
    }
    // Past the page's age gate (its signed cookie), the date of birth is not asked again.
    const input = { ...parsed.data, ageAffirmed: ageGatePassed(requestCookies(request), program.data) };
    if (input.website) {
      throw new AppError("API_BAD_REQUEST", "Submission blocked. Please try again with a valid submission.", {
        status: 400,
        severity: "LOW",
      });
    }
    assertFormToken(input.formToken);
    const ctx = requestContext(request);
    await enforceLimit("programOptIn", ctx.ip, "Too many sign-ups. Please wait a few minutes and try again.");
    // What needs no database first, so a correctable mistake keeps the token.
    const { phone } = checkOptIn(program.data, input, serverNow());
    const problem = smsDestinationProblem(phone, smsPolicyFromEnv() ?? DEFAULT_SMS_POLICY, "phone");
    if (problem) throw problem;
    await backend.formTokens.redeem(input.formToken);
    const outcome = await backend.programs.requestOptIn(program, input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      hubId: ctx.hub,
      pageUrl: contactPageUrl(request).replace(/\/contact$/, page),
    });
    if (outcome === "confirmation-sent") handOffOutbox();
    if (form) {
      const sent = seeOther(`${page}?optin=sent#join`);
      forgetTypedPhone(sent, program.data.slug, isSecureRequest(request));
      return sent;
    }
    const message =
      outcome === "already-subscribed"
        ? `This number is already subscribed to ${program.data.programName}.`
        : optInSentMessage(program.data);
    return NextResponse.json({ status: outcome, message }, { status: outcome === "confirmation-sent" ? 201 : 200 });
  } catch (error) {
    if (form && isAppError(error)) {
      const refused = seeOther(`${page}?error=${optInErrorCode(error)}#join`);
      keepTypedPhone(refused, program.data.slug, typed, isSecureRequest(request));
      return refused;
    }
    throw error;
  }
});
