import { expect, test, type APIResponse } from "@playwright/test";
import { pageScripts } from "../../lib/html/page-scripts";
import { HUB_IDS, fetchAs, hubUrl } from "./hubs";

const REQUIRED = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const name of REQUIRED) expect(headers[name], `${name} on ${what}`).toBeTruthy();
  expect(headers["x-powered-by"], `x-powered-by on ${what}`).toBeUndefined();
  const csp = headers["content-security-policy"];
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
}

test("security headers on pages, 404s, route handlers, robots and static files on every host", async ({ request }) => {
  for (const hub of HUB_IDS) {
    for (const path of [
      "/",
      "/pricing",
      "/contact",
      "/no-such-page",
      "/robots.txt",
      "/sitemap.xml",
      "/api/no-such-route",
    ]) {
      expectSecurityHeaders(await fetchAs(request, hub, path), `${hub}${path}`);
    }
  }
  const home = await fetchAs(request, "marque", "/");
  const html = await home.text();
  // The chunks the page loads after its first paint, and the stylesheet inlined into it.
  const scripts = pageScripts(html);
  const css = [...html.matchAll(/data-inlined-href="([^"]+\.css)"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(3);
  expect(css.length).toBe(1);
  for (const asset of [...scripts.slice(0, 3), ...css.slice(0, 1)]) {
    const response = await fetchAs(request, "marque", asset);
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, asset);
  }
});

test("pages run under the CSP with no violation reported", async ({ page }) => {
  // Many page loads: slow on a loaded CI machine.
  test.slow();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Refused to load (CSP ${event.violatedDirective}) ${event.blockedURI}`);
    });
  });
  for (const hub of HUB_IDS) {
    for (const path of ["/", "/pricing", "/contact", "/demo", "/faq"]) {
      await page.goto(hubUrl(hub, path));
      await expect(page.locator("h1").first()).toBeVisible();
    }
  }
  // Exercise client code: theme toggle and a client-side navigation.
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(violations).toEqual([]);
});
