import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { hubUrl } from "./hubs";
import { describeBackend } from "@/lib/config/public";
import testSecrets from "../test-secrets.json";

/**
 * The debug overlay shows on staging hosts, never on a production host. That it shows under `next dev` is
 * checked on first-start.spec.ts's development server, so the suite starts `next dev` once.
 */

/** The built chunk(s) holding the overlay panel, found by a label only the panel has. */
function panelChunks(): string[] {
  const dir = path.join(process.cwd(), ".next/static/chunks");
  return readdirSync(dir).filter(
    (f) => f.endsWith(".js") && readFileSync(path.join(dir, f), "utf8").includes("Skip email confirmation"),
  );
}

test.describe("production build (next start)", () => {
  test("no overlay on a normal host, including localhost, and its code is never fetched", async ({ page }) => {
    const chunks = panelChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    for (const hub of ["marque", "percymd"] as const) {
      await page.goto(hubUrl(hub, "/"));
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("debug-overlay")).toHaveCount(0);
    }
    expect(requested.filter((url) => chunks.some((c) => url.includes(c)))).toEqual([]);
  });

  test("the overlay shows on a staging host, with the backend and the flags", async ({ page }) => {
    // Serve the production build as staging.marquetext.com (no port, so the host is staging, not development).
    await page.route("http://staging.marquetext.com/**", async (route) => {
      const url = route.request().url().replace("http://staging.marquetext.com", `http://127.0.0.1:${E2E_PORT}`);
      await route.fulfill({ response: await route.fetch({ url }) });
    });
    const chunks = panelChunks();
    const panelLoaded = page.waitForRequest((r) => chunks.some((c) => r.url().includes(c)));
    await page.goto("http://staging.marquetext.com/");
    const overlay = page.getByTestId("debug-overlay");
    await expect(overlay).toBeVisible();
    await panelLoaded;
    await overlay.locator("summary").click();
    await expect(overlay).toContainText("Environmentstaging");
    // Pages are prerendered: the overlay names the backend the build was configured with (build:test's secrets).
    await expect(overlay).toContainText(`Backend${describeBackend(testSecrets)}`);
    await expect(overlay).toContainText("Debug modefalse");
    await expect(overlay).toContainText("Admin URL/admin");
    // Link prefetches may still be in flight through the route.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});
