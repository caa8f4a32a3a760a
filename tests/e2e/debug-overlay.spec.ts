import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { hubUrl } from "./hubs";
import { describeBackend } from "@/lib/config/public";
import testSecrets from "../test-secrets.json";
import { freePort, nextDevTurn } from "../support/next-server.mjs";

/** The debug overlay shows in development builds and on staging hosts, never on a production host. */

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250)); // polling a starting server, not timing the product
  }
  throw new Error(`${url} did not answer in time`);
}

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

test.describe("development build (next dev)", () => {
  test.describe.configure({ timeout: 240_000 });
  let dev: ChildProcess | undefined;
  let endTurn = () => {};
  let dataDir = "";

  test.afterAll(async () => {
    if (dev?.pid && dev.exitCode === null && dev.signalCode === null) await stopGroup(dev);
    endTurn();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * next dev forks a worker: end the whole group we started, by its id, and wait for it to exit so the
   * Playwright worker can shut down cleanly and the next spec's `next dev` finds the folder free.
   */
  async function stopGroup(dev: ChildProcess): Promise<void> {
    const exited = new Promise<void>((resolve) => dev.once("exit", () => resolve()));
    const signal = (sig: NodeJS.Signals) => {
      try {
        process.kill(-dev.pid!, sig);
      } catch {
        // already gone
      }
    };
    signal("SIGTERM");
    const timer = setTimeout(() => signal("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }

  test("the overlay appears under next dev", async ({ page }) => {
    const port = await freePort();
    endTurn = await nextDevTurn();
    dataDir = `.data/e2e-dev-${port}`;
    dev = spawn("node_modules/.bin/next", ["dev", "-p", String(port)], {
      detached: true,
      stdio: "ignore",
      env: { ...process.env, NODE_ENV: "development", NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir },
    });
    await waitForServer(`http://127.0.0.1:${port}/robots.txt`, Date.now() + 120_000);
    await page.goto(`http://percymd.localhost:${port}/`, { timeout: 180_000 });
    const overlay = page.getByTestId("debug-overlay");
    await expect(overlay).toBeVisible({ timeout: 60_000 });
    await overlay.locator("summary").click();
    await expect(overlay).toContainText("Environmentdevelopment");
    await expect(overlay).toContainText("Web app URLhttps://app.percymd.com");
    await expect(overlay).toContainText("Dev authfalse");
  });
});
