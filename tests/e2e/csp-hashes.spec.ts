import { expect, test, type Page } from "@playwright/test";
import { CLIENT_IDS } from "../../content/clients";
import { PRERENDERED_PAGE_PATHS } from "../../lib/security/prerendered-pages";
import { NO_FLASH_THEME_SCRIPT } from "../../lib/theme/no-flash-script";
import { cspHashSource as hash } from "../../lib/security/sha256";
import { HUB_IDS, fetchAs, hubUrl } from "./hubs";

/** Every prerendered page's visitor path. */
const PAGES = PRERENDERED_PAGE_PATHS.map((p) => `/${p}`);

const scriptSrc = (policy: string) => (/(?:^|;\s*)script-src ([^;]+)/.exec(policy)?.[1] ?? "").split(" ");

/** The inline scripts of `html` as Chromium's own HTML parser finds them (not our build's pattern). */
function inlineScriptsIn(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    return [...doc.querySelectorAll("script:not([src])")].map((s) => ({
      text: s.textContent ?? "",
      type: s.getAttribute("type") ?? "",
      loader: s.hasAttribute("data-after-first-paint"),
    }));
  }, html);
}

test("every prerendered page of every hub lists each of its inline scripts by hash, never 'unsafe-inline'", async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto("about:blank");
  for (const hub of HUB_IDS) {
    for (const path of PAGES) {
      const what = `${hub} ${path}`;
      const response = await fetchAs(request, hub, path);
      expect(response.status(), what).toBe(200);
      const policies = response.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy");
      expect(policies.length, `${what}: one policy`).toBe(1);
      const sources = scriptSrc(policies[0].value);
      expect(sources, what).not.toContain("'unsafe-inline'");
      expect(sources, what).toContain("'self'");
      expect(policies[0].value, what).toContain("report-uri /api/csp-report");
      const scripts = await inlineScriptsIn(page, await response.text());
      for (const script of scripts)
        expect(sources, `${what}: ${script.text.slice(0, 60)}`).toContain(hash(script.text));
      // The theme script, Next's RSC payloads and the after-first-paint loader are on every page.
      expect(
        scripts.some((s) => s.text === NO_FLASH_THEME_SCRIPT),
        `${what}: theme script`,
      ).toBe(true);
      expect(
        scripts.some((s) => s.text.includes("self.__next_f")),
        `${what}: RSC payload`,
      ).toBe(true);
      expect(scripts.filter((s) => s.loader).length, `${what}: loader`).toBe(1);
      if (path === "/")
        expect(
          scripts.some((s) => s.type === "application/ld+json"),
          `${what}: JSON-LD`,
        ).toBe(true);
    }
  }
});

test("404s get a fresh nonce; route handlers and files the default policy; never 'unsafe-inline'", async ({
  request,
}) => {
  const policyOf = async (path: string) => {
    const response = await fetchAs(request, "percymd", path);
    const policies = response.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy");
    expect(policies.length, path).toBe(1);
    return { status: response.status(), sources: scriptSrc(policies[0].value) };
  };
  for (const path of ["/no-such-page", "/PRICING", "/clients/nobody", "/percymd/pricing"]) {
    const { status, sources } = await policyOf(path);
    expect(status, path).toBe(404);
    expect(sources, path).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{20,}'$/),
      hash(NO_FLASH_THEME_SCRIPT),
      "'strict-dynamic'",
      "'report-sample'",
    ]);
  }
  for (const path of ["/api/health", "/robots.txt", "/icon.svg", "/sitemap.xml"]) {
    expect((await policyOf(path)).sources, path).toEqual(["'self'", hash(NO_FLASH_THEME_SCRIPT), "'report-sample'"]);
  }
});

test("funnel, client, marketing and 404 pages hydrate under their policy with no violation", async ({ page }) => {
  test.slow();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Refused to execute (CSP ${event.violatedDirective}) ${event.blockedURI} ${event.sample}`);
    });
  });
  for (const hub of HUB_IDS) {
    for (const path of ["/verify", "/check-email", `/clients/${CLIENT_IDS[0]}/terms`, "/about", "/no-such-page"]) {
      await page.goto(hubUrl(hub, path));
      // The floating admin button is mounted by an effect: the page has hydrated.
      await expect(page.getByTestId("admin-button"), `${hub} ${path} hydrated`).toBeVisible({ timeout: 15_000 });
    }
  }
  expect(violations).toEqual([]);
});
