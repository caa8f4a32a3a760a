import { AppError } from "@/lib/errors/app-error";
import { clientIp, handle, limit, readBodyText } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { cspReportSchema } from "@/lib/validation/csp-report";

/** A report is at most 8 KB (and 30 per minute per IP, in the limits table). */
const CSP_REPORT_MAX_BYTES = 8 * 1024;
const REPORT_TYPES = new Set(["application/csp-report", "application/reports+json", "application/json"]);

/**
 * POST /api/csp-report: the browser's report of a Content-Security-Policy violation (`report-uri`, or the
 * Reporting API's list), logged at WARN with the page, the directive, what was blocked and its first characters.
 * Reports carry no Origin to check and change nothing: past the limit, or when the limiter's store fails, they
 * are dropped quietly rather than answered with an error a browser would only retry.
 */
export const POST = handle(async (request: Request) => {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!REPORT_TYPES.has(type)) {
    throw new AppError("API_BAD_REQUEST", "Content-Type must be application/csp-report.", { status: 415 });
  }
  const allowed = await limit("cspReportsPerIp", clientIp(request)).then(
    (result) => result.ok,
    () => false,
  );
  if (!allowed) return new Response(null, { status: 204 });
  const text = await readBodyText(request, CSP_REPORT_MAX_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("API_BAD_REQUEST", "Request body is not valid JSON.", { status: 400, severity: "LOW" });
  }
  const report = cspReportSchema.safeParse(parsed);
  if (!report.success) {
    throw new AppError("VALIDATION_INVALID_FORMAT", "Not a Content-Security-Policy report.", { status: 422 });
  }
  for (const violation of report.data) logger.warn("content security policy violation", { ...violation });
  return new Response(null, { status: 204 });
});
