import { expect, test } from "@playwright/test";
import { HUB_IDS, HUBS } from "./hubs";
import { hubApi } from "./funnel-support";

/** Issue 6 §6: every funnel page is noindex and keeps the hub's branding, from the first byte. */
const PAGES = ["/verify", "/verify-otp", "/check-email", "/payment-success"];

test("funnel pages are static, noindex and branded on every hub", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const api = hubApi(hub);
    for (const path of PAGES) {
      const response = await request.get(api.url(path), { headers: api.headers });
      expect(response.status(), `${hub} ${path}`).toBe(200);
      const html = await response.text();
      expect(html, `${hub} ${path}`).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(html).toContain(`<html lang="en" data-hub="${hub}"`);
      expect(html).toContain(`--hub-primary:${HUBS[hub].colors.primary}`);
      expect(html).toContain(`| ${HUBS[hub].name}</title>`);
      expect(response.headers()["x-nextjs-prerender"] ?? response.headers()["x-nextjs-cache"], `${hub} ${path} is prerendered`).toBeTruthy();
    }
  }
});
