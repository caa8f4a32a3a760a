import { AppError, isAppError } from "@/lib/errors/app-error";
import { checkOrigin, enforceLimit, handle, readBodyText, readJson, requestContext } from "@/lib/http";
import { isFormPost, seeOther, validate } from "@/lib/auth/admin-form";
import { getHub } from "@/lib/hubs/registry";
import {
  htmlBytes,
  OPT_IN_CHECK_MAX_BODY_BYTES,
  OPT_IN_HTML_MAX_BYTES,
  optInCheckFromForm,
  optInCheckSchema,
  type OptInCheckInput,
} from "@/lib/validation/opt-in-check";
import { checkOptInPage } from "@/lib/http/check-opt-in-page";
import { fetchTestPorts } from "@/lib/config/server-env";
import { optInReports } from "@/lib/backend/opt-in-reports";
import { renderCheckPage, typedCheck } from "./_lib/no-js-page";

const TOO_MANY = "Too many checks from your connection. Please wait a few minutes and try again.";

function assertHtmlSize(input: OptInCheckInput): void {
  if (input.html !== undefined && htmlBytes(input.html) > OPT_IN_HTML_MAX_BYTES)
    throw new AppError(
      "API_BAD_REQUEST",
      "The pasted HTML is over 1 MB. Paste the page's own HTML, or give its address.",
      {
        status: 413,
        severity: "LOW",
        fields: { html: "At most 1 MB of HTML" },
      },
    );
}

async function run(request: Request, input: OptInCheckInput) {
  assertHtmlSize(input);
  await enforceLimit("optInCheck", requestContext(request).ip, TOO_MANY);
  const checks = await checkOptInPage(input, { loopbackPorts: fetchTestPorts() });
  return optInReports.save({
    source: input.url ? "url" : "html",
    url: input.url ?? null,
    brand: input.brand,
    vertical: input.vertical,
    samples: input.samples,
    checks,
  });
}

/** A plain form post (no JavaScript): 303 to the report, or the form again with the reason and what was typed. */
async function formPost(request: Request): Promise<Response> {
  const hub = getHub(requestContext(request).hub);
  let form = new URLSearchParams();
  try {
    checkOrigin(request);
    form = new URLSearchParams(await readBodyText(request, OPT_IN_CHECK_MAX_BODY_BYTES));
    const report = await run(request, validate(optInCheckSchema, optInCheckFromForm(form)));
    return seeOther(`/opt-in-check/${report.id}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };
    if (error.retryAfter !== undefined) headers["retry-after"] = String(Math.max(1, Math.ceil(error.retryAfter)));
    const fields = Object.values(error.fields ?? {});
    const message =
      fields.length === 1 ? fields[0] : fields.length > 1 ? "Please check the fields marked below." : error.message;
    return new Response(renderCheckPage(hub, typedCheck(form), message, error.fields ?? {}), {
      status: error.status,
      headers,
    });
  }
}

/**
 * POST /api/opt-in-check: { url? | html?, brand, vertical, samples[] } → 200 { id, checks }. An unknown vertical
 * is a 422 naming the accepted ones; pasted HTML over 1 MB a 413; an address that is not a public page a 422;
 * about 20 checks per 10 minutes per client, then 429 with Retry-After.
 */
export const POST = handle(async (request: Request) => {
  if (isFormPost(request)) return formPost(request);
  checkOrigin(request);
  const input = await readJson(request, optInCheckSchema, { maxBytes: OPT_IN_CHECK_MAX_BODY_BYTES });
  const report = await run(request, input);
  return Response.json(
    {
      id: report.id,
      checks: report.checks.map(({ rule, status, message, fix, anchor }) => ({ rule, status, message, fix, anchor })),
    },
    { headers: { "cache-control": "no-store" } },
  );
});
