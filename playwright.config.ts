import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against `npm start` (server.mjs on a production build), on each hub's
 * `<hub>.localhost:PORT` host. The server gets a throwaway DATA_DIR and fixed
 * test secrets so tests can unlock the admin API and read the outbox.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN_CODE = "e2e-admin-code-4821";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://marque.localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: `rm -rf .data/e2e-${E2E_PORT} && node server.mjs -p ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: `.data/e2e-${E2E_PORT}`,
      ADMIN_ACCESS_CODE: E2E_ADMIN_CODE,
      ADMIN_SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789abcdef",
      FORM_TOKEN_SECRET: "e2e-form-token-secret-0123456789abcdef0123456789",
      RATE_LIMIT_RELAXED: "1",
    },
  },
});
