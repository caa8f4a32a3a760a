import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { RATE_LIMITS } from "@/lib/backend/core/limits";
import { logger } from "@/lib/log/logger";
import { POST } from "@/app/api/csp-report/route";
import { withEmbeddedBackend } from "../support/embedded-backend";

withEmbeddedBackend("csp-report-route", { RATE_LIMIT_RELAXED: "0" });
beforeEach(() => {
  resetRateLimiterForTests();
  // The log lines themselves are not under test here (the logger's own tests cover them): keep the output quiet.
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function report(body: string, type = "application/csp-report", ip = "203.0.113.40"): Request {
  return new Request("http://marque.localhost:3000/api/csp-report", {
    method: "POST",
    headers: { "content-type": type, host: "marque.localhost:3000", "x-forwarded-for": ip },
    body,
  });
}

const legacy = JSON.stringify({
  "csp-report": {
    "document-uri": "https://percymd.com/pricing",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "blocked-uri": "inline",
    "line-number": 12,
    "script-sample": "alert(document.cookie)",
    disposition: "enforce",
    "x-extra": { ignored: true },
  },
});

describe("POST /api/csp-report", () => {
  it("logs a report-uri violation at WARN, fields cut to size, and answers 204", async () => {
    const warn = jest.spyOn(logger, "warn");
    const response = await POST(report(legacy));
    expect(response.status).toBe(204);
    expect(warn).toHaveBeenCalledWith("content security policy violation", {
      document: "https://percymd.com/pricing",
      directive: "script-src-elem",
      blocked: "inline",
      line: "12",
      sample: "alert(document.cookie)",
      disposition: "enforce",
    });
  });

  it("takes the Reporting API's list, logging only its CSP reports", async () => {
    const warn = jest.spyOn(logger, "warn");
    const body = JSON.stringify([
      {
        type: "csp-violation",
        body: {
          documentURL: "https://x/",
          effectiveDirective: "script-src-elem",
          blockedURL: "inline",
          sample: "x".repeat(900),
        },
      },
      { type: "deprecation", body: { id: "x" } },
    ]);
    expect((await POST(report(body, "application/reports+json"))).status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    expect((warn.mock.calls[0][1] as { sample: string }).sample).toHaveLength(300);
  });

  it("answers anything else with an honest 4xx in the one error shape", async () => {
    for (const [request, status] of [
      [report(legacy, "text/plain"), 415],
      [report("{"), 400],
      [report('{"csp-report": 3}'), 422],
      [report("x".repeat(40_000)), 413],
    ] as const) {
      const response = await POST(request);
      expect(response.status).toBe(status);
      expect(typeof (await response.json()).error.code).toBe("string");
    }
  });

  it("past its limit per IP drops reports quietly (204, nothing logged)", async () => {
    const { max } = RATE_LIMITS.cspReportsPerIp;
    for (let i = 0; i < max; i++) expect((await POST(report(legacy, undefined, "203.0.113.41"))).status).toBe(204);
    const warn = jest.spyOn(logger, "warn");
    expect((await POST(report(legacy, undefined, "203.0.113.41"))).status).toBe(204);
    expect(warn).not.toHaveBeenCalled();
    // Another address is not held back.
    expect((await POST(report(legacy, undefined, "203.0.113.42"))).status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
