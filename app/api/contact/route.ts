import { AppError } from "@/lib/errors/app-error";
import { checkOrigin, enforceLimit, handle, readJson, requestContext } from "@/lib/http";
import { getBackend } from "@/lib/backend";
import { contactRequestSchema } from "@/lib/validation/contact-request";
import { assertFormToken } from "@/lib/security/form-token";
import { contactPageUrl, toSubmission } from "@/lib/contact/submission";
import { knownIndustry } from "@/content/industries";
import { optInReports } from "@/lib/backend/opt-in-reports";
import { isFormPost } from "@/lib/auth/admin-form";
import { contactFormPost } from "@/lib/contact/form-post";

/**
 * POST /api/contact: the server repeats the form's checks, then stores the lead.
 * A plain form post (no JavaScript) is answered with HTML pages instead of JSON.
 */
export const POST = handle(async (request: Request) => {
  if (isFormPost(request)) return contactFormPost(request);
  checkOrigin(request);
  const input = await readJson(request, contactRequestSchema);
  if (input.website) {
    // The honeypot check, again on the server; the honeypot is never named back.
    throw new AppError("API_BAD_REQUEST", "Submission blocked. Please try again with a valid submission.", {
      status: 400,
      severity: "LOW",
    });
  }
  assertFormToken(input.formToken);
  const ctx = requestContext(request);
  await enforceLimit("contact", ctx.ip, "Too many messages. Please wait a few minutes and try again.");
  await getBackend().formTokens.redeem(input.formToken);
  // An industry page the hub does not have, or a report that is not there, is ignored, never stored.
  const report = input.attribution?.optInReport;
  const attribution = input.attribution && {
    ...input.attribution,
    industry: knownIndustry(ctx.hub, input.attribution.industry),
    optInReport: report && (await optInReports.find(report)) ? report : null,
  };
  const submission = toSubmission({ ...input, attribution }, ctx.hub, contactPageUrl(request));
  const result = await getBackend().submitContact(submission, ctx);
  return Response.json({ id: result.leadId }, { status: 201 });
});
