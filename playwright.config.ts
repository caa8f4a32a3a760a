import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN_CODE, E2E_PORT as SERVER_PORT, E2E_SERVER_ENV } from "./tests/support/e2e-server.mjs";

/**
 * End-to-end tests against `npm start` (server.mjs on a production build), on each hub's
 * `<hub>.localhost:PORT` host. The shared server (tests/support/e2e-server.mjs) gets a fresh DATA_DIR holding
 * the migrated database and fixed test secrets, so tests can unlock the admin API and read the outbox. Specs
 * that need a server of their own start it with tests/support/next-server.mjs (startSite) and take their
 * PostgreSQL database from the run's server (tests/support/playwright-global-setup.ts).
 *
 * E2E_BASE_URL=http://127.0.0.1:PORT runs against a server that is already up (`npm run e2e:server`)
 * instead of starting one.
 */
const external = process.env.E2E_BASE_URL;
export const E2E_PORT = external ? Number(new URL(external).port) : SERVER_PORT;
export { E2E_ADMIN_CODE, E2E_SERVER_ENV };

/**
 * Chromium's headless shell when Debian's package is installed: the same engine without the full browser
 * around it, which costs a third less CPU per test on a 2-core machine. Otherwise the full Chromium.
 */
export const CHROMIUM =
  process.env.CHROME_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

/**
 * Production domains some specs visit: the browser resolves them to this machine, where the site takes the hub
 * from the domain. In every worker's launch options, because a spec's own launch options would start workers
 * (and browsers) of their own.
 */
export const DOMAINS_ON_LOOPBACK = ["marquetext.com", "percymd.com", "www.percytext.com"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on a 2-core machine: many tests spend seconds waiting on a server of their own (its start, a kill, a
  // restart), and a third worker fills those gaps. Back to back on one build: 998 s with three, 1,042 s with two.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.E2E_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_REPORT }]] : [["list"]],
  globalSetup: "./tests/support/playwright-global-setup.ts",
  use: {
    baseURL: `http://marque.localhost:${E2E_PORT}`,
    // Recording a trace of every test cost a sixth of the run: CI records one when it retries a failure;
    // locally, rerun a failing spec with --trace on.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Nothing outside this machine resolves: a test that would reach the internet fails instead.
        `--host-resolver-rules=${DOMAINS_ON_LOOPBACK.map((domain) => `MAP ${domain} 127.0.0.1, `).join("")}` +
          "MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: external
    ? undefined
    : {
        command: "node tests/support/e2e-server.mjs",
        url: `http://127.0.0.1:${E2E_PORT}/robots.txt`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: { E2E_PORT: String(E2E_PORT) },
      },
});
