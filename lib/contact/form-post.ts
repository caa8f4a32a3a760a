import "server-only";
import { isAppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log/logger";
import { checkOrigin, DEFAULT_MAX_BODY_BYTES, enforceLimit, requestContext } from "@/lib/http";
import { readFormOrJson, seeOther } from "@/lib/auth/admin-form";
import { getBackend } from "@/lib/backend";
import { getHub } from "@/lib/hubs/registry";
import { CURRENT_CONSENT_VERSION } from "@/lib/consent/disclosures";
import { contactSchema } from "@/lib/validation/contact";
import { fieldErrors } from "@/lib/validation/fields";
import { issueFormToken, assertFormToken } from "@/lib/security/form-token";
import { runFieldChecks } from "./checks";
import { contactPageUrl, toSubmission } from "./submission";
import { renderContactPage, type NoJsPage, type TypedContact } from "./no-js-page";

/** Where a stored no-script submission lands. */
export const CONTACT_SENT_PATH = "/contact/sent";

const BLOCKED = "Submission blocked. Please try again with a valid submission.";
const CHECK_FIELDS = "Please check the highlighted fields.";
const TOO_SOON = "Please take a moment to check your details, then press Send again.";
const TOKEN_SPENT = "Your security token had expired or was already used; we have issued a new one. Press Send again.";
const SERVER_FAILED = "Something went sideways on our side. Nothing was lost: please press Send again.";

function text(raw: Record<string, unknown>, name: string): string {
  const value = raw[name];
  return typeof value === "string" ? value : "";
}

function typedFrom(raw: Record<string, unknown>): TypedContact {
  return {
    firstName: text(raw, "firstName"),
    lastName: text(raw, "lastName"),
    email: text(raw, "email"),
    phone: text(raw, "phone"),
    company: text(raw, "company"),
    message: text(raw, "message"),
    // A checkbox is posted only when ticked.
    emailSignup: raw.emailSignup !== undefined,
    smsSignup: raw.smsSignup !== undefined,
    consentVersion: text(raw, "consentVersion") || CURRENT_CONSENT_VERSION,
  };
}

/**
 * POST /api/contact as a plain form post (a browser without JavaScript):
 * the same checks as the JSON door, in the same order of trust (Origin,
 * honeypot, fields, single-use token with its minimum age, rate limit), but
 * every refusal is an HTML page that keeps what was typed. The static page
 * cannot carry a token, so a post without one gets a confirm page with a
 * fresh token; the second post stores the lead (no attribution: "direct /
 * unknown") and answers 303 to the thank-you page.
 */
export async function contactFormPost(request: Request): Promise<Response> {
  const ctx = requestContext(request);
  const hub = getHub(ctx.hub);
  let typed = typedFrom({});
  const page = (state: NoJsPage, status: number, token: string | null, headers: Record<string, string> = {}) =>
    new Response(renderContactPage(hub, typed, state, token), {
      status,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...headers },
    });
  const fresh = () => issueFormToken().token;

  let raw: Record<string, unknown>;
  try {
    checkOrigin(request);
    raw = (await readFormOrJson(request, true, DEFAULT_MAX_BODY_BYTES)) as Record<string, unknown>;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return page({ kind: "blocked", message: error.message }, error.status, null);
  }
  typed = typedFrom(raw);
  if (text(raw, "website")) return page({ kind: "blocked", message: BLOCKED }, 400, null);

  const parsed = contactSchema.safeParse({ ...typed, website: undefined, formToken: undefined });
  if (!parsed.success) {
    // The same words as the script's toast when a required field or the email is the problem.
    const check = runFieldChecks(typed);
    const message = check ? `${check.title}. ${check.description}` : CHECK_FIELDS;
    return page({ kind: "edit", message, errors: fieldErrors(parsed.error) }, 422, fresh());
  }
  const token = text(raw, "formToken");
  if (!token) return page({ kind: "confirm" }, 200, fresh());

  try {
    const submission = toSubmission({ ...parsed.data, attribution: null }, ctx.hub, contactPageUrl(request));
    try {
      assertFormToken(token);
    } catch (error) {
      // Too soon: the same token, still unused, is good a moment later.
      if (isAppError(error) && error.retryAfter !== undefined)
        return page({ kind: "confirm", notice: TOO_SOON }, 400, token);
      throw error;
    }
    try {
      await enforceLimit("contact", ctx.ip, "Too many messages. Please wait a few minutes and try again.");
    } catch (error) {
      if (!isAppError(error)) throw error;
      const retry: Record<string, string> =
        error.retryAfter !== undefined ? { "retry-after": String(Math.max(1, Math.ceil(error.retryAfter))) } : {};
      return page({ kind: "confirm", notice: error.message }, error.status, token, retry);
    }
    await getBackend().formTokens.redeem(token);
    await getBackend().submitContact(submission, ctx);
    return seeOther(CONTACT_SENT_PATH);
  } catch (error) {
    if (isAppError(error)) {
      if (error.fields && !error.fields.formToken) {
        typed = { ...typed, consentVersion: CURRENT_CONSENT_VERSION };
        return page({ kind: "edit", message: error.message, errors: error.fields }, error.status, fresh());
      }
      const notice = error.fields?.formToken ? TOKEN_SPENT : error.message;
      return page({ kind: "confirm", notice }, error.status, fresh());
    }
    logger.error("Contact form post failed", { code: "API_SERVER_ERROR", path: "/api/contact", error });
    return page({ kind: "confirm", notice: SERVER_FAILED }, 500, fresh());
  }
}
