import { checkOrigin, clientIp, enforceLimit, handle, readJson } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { clientErrorSchema } from "@/lib/validation/client-error";

/** A report is at most 12 KB (and 10 per minute per IP, in the limits table). */
const CLIENT_ERROR_MAX_BYTES = 12 * 1024;

/** POST /api/client-errors: a crash screen's report, logged at ERROR with the page URL and user agent only. */
export const POST = handle(async (request: Request) => {
  checkOrigin(request);
  await enforceLimit("clientErrorsPerIp", clientIp(request), "Too many error reports. Please wait and try again.");
  const report = await readJson(request, clientErrorSchema, { maxBytes: CLIENT_ERROR_MAX_BYTES });
  logger.error("client render error", {
    error: report.message,
    stack: report.stack,
    digest: report.digest,
    url: report.url,
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 300),
  });
  return new Response(null, { status: 204 });
});
