/**
 * The e2e suite's shared server: `npm start` on E2E_PORT (3210 by default) with the suite's test secrets and
 * DATA_DIR .data/e2e-PORT holding a fresh copy of the migrated embedded database. Playwright's webServer runs
 * this file; run it yourself (`npm run e2e:server`, after `npm run build:test`) to keep one server up while
 * you run specs against it: `E2E_BASE_URL=http://127.0.0.1:3210 npx playwright test tests/e2e/x.spec.ts`.
 */
import path from "node:path";
import { startSite } from "./next-server.mjs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN_CODE = "e2e-admin-code-4821";

/** The server's variables: specs sign form tokens and sessions with these secrets. */
export const E2E_SERVER_ENV = {
  ADMIN_ACCESS_CODE: E2E_ADMIN_CODE,
  ADMIN_SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789abcdef",
  FORM_TOKEN_SECRET: "e2e-form-token-secret-0123456789abcdef0123456789",
  RATE_LIMIT_RELAXED: "1",
};

/** `node tests/support/e2e-server.mjs`: serve until stopped. */
async function main() {
  const site = await startSite({
    port: E2E_PORT,
    dataDir: `.data/e2e-${E2E_PORT}`,
    env: { ...E2E_SERVER_ENV, LOG_LEVEL: process.env.LOG_LEVEL ?? "WARN" },
  });
  console.log(`e2e server ready: http://127.0.0.1:${site.port} (hubs at http://<hub>.localhost:${site.port})`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => site.stop().then(() => process.exit(0)));
  process.exitCode = (await site.exited) ?? 1;
}

// Playwright loads this file as CommonJS to read the constants, where import.meta cannot run.
if (path.basename(process.argv[1] ?? "") === "e2e-server.mjs") main();
