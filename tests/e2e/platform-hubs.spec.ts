import { expect, test } from "@playwright/test";
import { HUB_IDS, HUBS, hubUrl } from "./hubs";
import { expectBranded } from "./platform-helpers";
import { defaultTitle } from "../../lib/seo/page-metadata";
import { E2E_PORT } from "../../playwright.config";

/** Every host a hub answers on: its local name and its production domains. */
const hostsOf = (hub: (typeof HUB_IDS)[number]) => [
  `${hub}.localhost:${E2E_PORT}`,
  `${hub}.localhost:3000`,
  HUBS[hub].domain,
  `www.${HUBS[hub].domain}`,
  `${HUBS[hub].domain.toUpperCase()}:443`,
];

test("the server's first byte is branded for every hub on every host, from the prerender", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const { primary, secondary, accent } = HUBS[hub].colors;
    for (const host of hostsOf(hub)) {
      const res = await request.get(`http://127.0.0.1:${E2E_PORT}/pricing`, { headers: { Host: host } });
      expect(res.status(), host).toBe(200);
      expect(res.headers()["x-nextjs-prerender"], `${host} is served from the static prerender`).toBeTruthy();
      const html = await res.text();
      const root = /<html[^>]*>/.exec(html)?.[0] ?? "";
      expect(root, host).toContain(`data-hub="${hub}"`);
      expect(root, host).toContain(`--hub-primary:${primary};--hub-secondary:${secondary};--hub-accent:${accent}`);
      expect(/<body[^>]*>/.exec(html)?.[0], host).toContain(`data-hub="${hub}"`);
      expect(html, host).toContain(`<title>Pricing | ${HUBS[hub].name}</title>`);
      expect(html, host).toContain(`<link rel="canonical" href="https://${HUBS[hub].domain}/pricing"/>`);
    }
  }
});

test("any other Host gets the default hub", async ({ request }) => {
  for (const host of ["example.com", "evil.percymd.com", "percymd.com.evil.com", "x".repeat(300)]) {
    const html = await (await request.get(`http://127.0.0.1:${E2E_PORT}/`, { headers: { Host: host } })).text();
    expect(/<html[^>]*>/.exec(html)?.[0], host).toContain('data-hub="marque"');
  }
});

test("/login goes to the app login: localhost:3001 in development, the brand's app host in production", async ({
  request,
}) => {
  const at = (host: string) =>
    request.get(`http://127.0.0.1:${E2E_PORT}/login`, { headers: { Host: host }, maxRedirects: 0 });
  for (const hub of HUB_IDS) {
    const dev = await at(`${hub}.localhost:${E2E_PORT}`);
    expect(dev.status()).toBe(307);
    expect(dev.headers().location).toBe("http://localhost:3001/login");
    for (const host of [HUBS[hub].domain, `www.${HUBS[hub].domain}`]) {
      const prod = await at(host);
      expect(prod.status(), host).toBe(307);
      expect(prod.headers().location, host).toBe(`https://app.${HUBS[hub].domain}/login`);
    }
  }
});

test("/signup goes to the hub's hosted checkout", async ({ request }) => {
  for (const hub of HUB_IDS) {
    for (const host of [`${hub}.localhost:${E2E_PORT}`, HUBS[hub].domain]) {
      const res = await request.get(`http://127.0.0.1:${E2E_PORT}/signup`, {
        headers: { Host: host },
        maxRedirects: 0,
      });
      expect(res.status(), host).toBe(307);
      // CHECKOUT_URL_<HUB> is unset in the e2e server: the registry default applies.
      expect(res.headers().location, host).toBe(`https://checkout.${HUBS[hub].domain}/start`);
    }
  }
});

for (const hub of HUB_IDS) {
  test.describe(hub, () => {
    test("branding, titles, nav with aria-current, footer and skip link", async ({ page }) => {
      const name = HUBS[hub].name;
      await page.goto(hubUrl(hub, "/"));
      await expectBranded(page, hub);
      await expect(page).toHaveTitle(defaultTitle(HUBS[hub]));
      // The toast region (sonner) mounts after hydration on every page.
      await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();

      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link")).toHaveText(["Home", "Pricing", "About", "FAQ", "Demo", "Contact"]);
      await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

      // Client-side navigation through every top link: title and aria-current follow.
      for (const [label, path] of [
        ["Pricing", "/pricing"],
        ["About", "/about"],
        ["FAQ", "/faq"],
        ["Demo", "/demo"],
        ["Contact", "/contact"],
      ] as const) {
        await nav.getByRole("link", { name: label }).click();
        await expect(page).toHaveURL(hubUrl(hub, path));
        await expect(page).toHaveTitle(new RegExp(` \\| ${name}$`));
        await expect(nav.locator('[aria-current="page"]')).toHaveText([label]);
        await expect(page.locator("h1")).toHaveCount(1);
      }

      // Desktop buttons.
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "SignUp" })).toHaveAttribute("href", "/signup");
      await expect(header.getByRole("link", { name: "LogIn" })).toHaveAttribute("href", "/login");

      // /home is the home page, and marks Home.
      await page.goto(hubUrl(hub, "/home"));
      await expect(page).toHaveTitle(defaultTitle(HUBS[hub]));
      await expect(nav.locator('[aria-current="page"]')).toHaveText(["Home"]);

      // Footer.
      const footer = page.getByRole("contentinfo");
      const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
      await expect(links).toHaveText(["Pricing", "About", "Contact", "Opt-in check", "Privacy", "Terms"]);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
        "/pricing",
        "/about",
        "/contact",
        "/privacy",
        "/terms",
      ]);
      await expect(footer).toContainText("© 2025");

      // Skip-to-content: first Tab stop, visible when focused, moves focus to main.
      await page.goto(hubUrl(hub, "/pricing"));
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main")).toBeFocused();
    });

    test("an unknown path shows the home content with 404 and noindex, branded", async ({ page }) => {
      await page.goto(hubUrl(hub, "/"));
      // The hero's typewriter animates (aria-hidden), so compare what assistive technology reads.
      const homeHeading = await page.locator("h1").ariaSnapshot();
      const res = await page.goto(hubUrl(hub, "/no/such-page"));
      expect(res?.status()).toBe(404);
      await expect(page.locator("h1")).toMatchAriaSnapshot(homeHeading);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
      expect(await page.locator('meta[name="robots"][content*="index, follow"]').count()).toBe(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page).toHaveTitle(`Page not found | ${HUBS[hub].name}`);
      await expectBranded(page, hub);
      await expect(page.getByRole("banner").getByRole("link", { name: `${HUBS[hub].name} home` })).toBeVisible();
    });
  });
}
