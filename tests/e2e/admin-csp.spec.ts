import { expect, test } from "@playwright/test";
import { hostOf, raw, validAdminCookie } from "./admin-helpers";

/** The script-src directive of a policy. */
const scriptSrc = (policy: string | string[] | undefined) => /script-src ([^;]+)/.exec(String(policy))?.[1] ?? "";

test("admin pages allow scripts by a fresh per-request nonce, never 'unsafe-inline'", async () => {
  const headers = { host: hostOf("marque"), cookie: await validAdminCookie() };
  const first = await raw("GET", "/admin", headers);
  const second = await raw("GET", "/admin", headers);
  expect(first.status).toBe(200);
  const nonces = [first, second].map(
    (r) => /'nonce-([^']+)'/.exec(scriptSrc(r.headers["content-security-policy"]))?.[1],
  );
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).not.toBe(nonces[0]);
  const policy = scriptSrc(first.headers["content-security-policy"]);
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).not.toContain("'unsafe-inline'");
  // Next puts the nonce on its own scripts: every external chunk and every inline RSC payload.
  const tags = [...first.body.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
  const external = tags.filter((tag) => / src="/.test(tag));
  expect(external.length).toBeGreaterThan(3);
  for (const tag of external) expect(tag, tag).toContain(`nonce="${nonces[0]}"`);
  const payloads = [...first.body.matchAll(/<script([^>]*)>self\.__next_f/g)].map((m) => m[1]);
  expect(payloads.length).toBeGreaterThan(0);
  for (const attrs of payloads) expect(attrs).toContain(`nonce="${nonces[0]}"`);
});

test("/admin?error=<any string> renders the sign-in page", async () => {
  for (const reason of ["__proto__", "constructor", "toString", "invalid", "%00", "x".repeat(500)]) {
    const response = await raw("GET", `/admin?error=${encodeURIComponent(reason)}`, { host: hostOf("marque") });
    expect(response.status, reason).toBe(200);
    expect(response.body, reason).toContain("Access code");
  }
});

test("public pages stay prerendered: their policy lists their inline scripts by hash, with no nonce", async () => {
  const response = await raw("GET", "/pricing", { host: hostOf("marque") });
  expect(response.headers["x-nextjs-prerender"]).toBeTruthy();
  const policy = scriptSrc(response.headers["content-security-policy"]);
  expect(policy).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'report-sample'$/);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`an admin page reports no CSP violation and applies the ${colorScheme} theme before hydration`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content[- ]Security[- ]Policy|CSP/i.test(message.text()))
        violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __violations: string[] }).__violations ??= [];
        (window as unknown as { __violations: string[] }).__violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    // Without JavaScript after the document, only the inline theme script can set the class.
    await page.route("**/_next/static/**", (route) => route.abort());
    await page.goto("/admin");
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await page.unroute("**/_next/static/**");
    await page.reload();
    await expect(page.getByText("Access code").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const reported = await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
    expect([...violations, ...reported]).toEqual([]);
    await context.close();
  });
}
