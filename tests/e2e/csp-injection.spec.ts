import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";

/**
 * A script someone else put into our page (a compromised CDN, a meddling proxy, a stored XSS) must not run.
 * A small rewriting HTTP proxy stands in front of `next start` and injects an inline script into every HTML
 * page it passes on; it also records the violation reports the browser posts back through it.
 */
const INJECTED = "window.__injected = true; document.documentElement.dataset.injected = 'yes';";

let server: Server;
let port = 0;
const reports: { status: number; body: string }[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const upstream = httpRequest(
        {
          host: "127.0.0.1",
          port: E2E_PORT,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, "accept-encoding": "identity" },
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on("data", (c: Buffer) => parts.push(c));
          answer.on("end", () => {
            let out = Buffer.concat(parts);
            if (req.url?.startsWith("/api/csp-report")) {
              reports.push({ status: answer.statusCode ?? 0, body: body.toString("utf8") });
            }
            if (String(answer.headers["content-type"]).startsWith("text/html")) {
              out = Buffer.from(out.toString("utf8").replace("</head>", `<script>${INJECTED}</script></head>`));
            }
            const headers = { ...answer.headers, "content-length": String(out.length) };
            delete headers["transfer-encoding"];
            res.writeHead(answer.statusCode ?? 502, headers);
            res.end(out);
          });
        },
      );
      upstream.on("error", () => {
        res.writeHead(502);
        res.end();
      });
      upstream.end(body);
    });
  });
  // A free port of its own: each worker that runs these tests starts its own proxy.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

for (const path of ["/", "/pricing", "/verify", "/no-such-page"]) {
  test(`an injected inline script on ${path} is blocked and reported; the page still hydrates`, async ({ page }) => {
    reports.length = 0;
    await page.addInitScript(() => {
      const seen: { directive: string; blocked: string; sample: string }[] = [];
      (window as unknown as { __violations: typeof seen }).__violations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }),
      );
    });
    const response = await page.goto(`http://marque.localhost:${port}${path}`);
    expect(await response!.text()).toContain(INJECTED);
    // Our own scripts ran: the page hydrated (the floating admin button is mounted by an effect).
    await expect(page.getByTestId("admin-button")).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect(page.locator("html")).not.toHaveAttribute("data-injected", "yes");

    // Exactly one violation, the injected script; none of our own.
    const violations = await page.evaluate(
      () =>
        (window as unknown as { __violations: { directive: string; blocked: string; sample: string }[] }).__violations,
    );
    expect(violations).toEqual([{ directive: "script-src-elem", blocked: "inline", sample: INJECTED.slice(0, 40) }]);

    // …and reported to our endpoint, which took it.
    await expect.poll(() => reports.length, { timeout: 10_000 }).toBe(1);
    expect(reports[0].status).toBe(204);
    const report = JSON.parse(reports[0].body)["csp-report"];
    expect(report["document-uri"]).toBe(`http://marque.localhost:${port}${path}`);
    expect(report["blocked-uri"]).toBe("inline");
    expect(report["script-sample"]).toBe(INJECTED.slice(0, 40));
  });
}

test("the report endpoint: 204 for a report, an honest 4xx for anything else", async ({ request }) => {
  const url = `http://127.0.0.1:${E2E_PORT}/api/csp-report`;
  const ip = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
  const report = JSON.stringify({ "csp-report": { "document-uri": "http://x/", "blocked-uri": "inline" } });
  const send = (data: string, type = "application/csp-report", forwarded = ip) =>
    request.post(url, { data, headers: { "content-type": type, "x-forwarded-for": forwarded } });
  expect((await send(report)).status()).toBe(204);
  expect((await send(JSON.stringify([{ type: "csp-violation", body: {} }]), "application/reports+json")).status()).toBe(
    204,
  );
  expect((await send(report, "text/plain")).status()).toBe(415);
  expect((await send("{", "application/csp-report")).status()).toBe(400);
  expect((await send('{"x":1}', "application/csp-report")).status()).toBe(422);
  expect((await send("x".repeat(40_000))).status()).toBe(413);
});
