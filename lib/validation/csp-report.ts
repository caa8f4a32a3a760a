import { z } from "zod";

/** A field of a report, cut to a length a log line can hold; anything that is not a string is dropped. */
const field = z
  .unknown()
  .transform((v) => (typeof v === "string" ? v.slice(0, 300) : typeof v === "number" ? String(v) : undefined))
  .optional();

/** `report-uri`'s body (`application/csp-report`): one violation under "csp-report". */
const legacyReport = z.object({
  "csp-report": z.object({
    "document-uri": field,
    "effective-directive": field,
    "violated-directive": field,
    "blocked-uri": field,
    "source-file": field,
    "line-number": field,
    "script-sample": field,
    disposition: field,
  }),
});

/** The Reporting API's body (`application/reports+json`): a list of reports, CSP ones among them. */
const reportingApiReports = z
  .array(
    z.object({
      type: field,
      body: z.object({
        documentURL: field,
        effectiveDirective: field,
        blockedURL: field,
        sourceFile: field,
        lineNumber: field,
        sample: field,
        disposition: field,
      }),
    }),
  )
  .max(20);

/** One violation, as logged. */
export interface CspViolation {
  document?: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: string;
  sample?: string;
  disposition?: string;
}

/** Either shape, as the list of violations it carries. */
export const cspReportSchema = z.union([legacyReport, reportingApiReports]).transform((report): CspViolation[] => {
  if (!Array.isArray(report)) {
    const r = report["csp-report"];
    return [
      {
        document: r["document-uri"],
        directive: r["effective-directive"] ?? r["violated-directive"],
        blocked: r["blocked-uri"],
        source: r["source-file"],
        line: r["line-number"],
        sample: r["script-sample"],
        disposition: r.disposition,
      },
    ];
  }
  return report
    .filter((r) => r.type === "csp-violation")
    .map(({ body: b }) => ({
      document: b.documentURL,
      directive: b.effectiveDirective,
      blocked: b.blockedURL,
      source: b.sourceFile,
      line: b.lineNumber,
      sample: b.sample,
      disposition: b.disposition,
    }));
});
