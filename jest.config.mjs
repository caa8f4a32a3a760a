import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import nextJest from "next/jest.js";

/**
 * Four projects (docs/testing.md):
 * - dom and node, the unit tests: pure, in-process (PGlite from a migrated snapshot, SMTP and Twilio
 *   stand-ins on loopback), run by `npm run test:unit` and `npm run test:quick`;
 * - integration: the files that start processes (PostgreSQL, Deno, SpamAssassin, Prettier, git, node
 *   scripts, `next build`), found by what they import, so a new one lands here by itself;
 * - node-postgres: the backend suite once more on a real PostgreSQL server.
 * The last two share one PostgreSQL server per run; each file gets its own database copied from a migrated
 * template. `npm run test:integration` runs them.
 */
const UNIT = "<rootDir>/tests/unit";

/** A test file starts processes when it imports child_process or a fixture that starts a server. */
const STARTS_PROCESSES =
  /^import[^;]*(from "(node:)?child_process"|support\/(postgres-server|postgres-template|next-server)\.mjs"|\b(createTestDatabase|withPostgresPools)\b)/m;
const integration = readdirSync("tests/unit")
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => STARTS_PROCESSES.test(readFileSync(`tests/unit/${file}`, "utf8")))
  .map((file) => `${UNIT}/${file}`);

/** The backend suite that runs on PGlite (project node) and again on PostgreSQL (BACKEND_TEST_DB=postgres). */
const ON_POSTGRES_TOO = [
  "backend-contact",
  "backend-verification",
  "admin-pipeline",
  "staff-sign-in",
  "admin-dashboard-metrics",
  "sms-policy",
  "follow-up-digest",
  "lead-texting-erase",
  "backend-attribution",
  "lead-source-rollup",
  "programs",
  "admin-at-scale",
  "vitals-store",
  "sales-team",
  "one-record-per-person",
  "test-reset",
].map((name) => `${UNIT}/${name}.test.ts`);

const base = await nextJest({ dir: "./" })({
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/unit/empty.ts" },
  transformIgnorePatterns: ["\\.mjs$"],
  // The build's standalone server has its own package.json (same name): not a module to resolve.
  modulePathIgnorePatterns: ["<rootDir>/.next/"],
})();

/** The unit projects leave the integration files out (patterns are regular expressions: anchored, dots escaped). */
const notIntegration = [
  ...(base.testPathIgnorePatterns ?? []),
  ...integration.map((file) => `${file.replaceAll(".", "\\.")}$`),
];

const withPostgres = {
  globalSetup: "<rootDir>/tests/support/jest-setup-postgres.mjs",
  globalTeardown: "<rootDir>/tests/support/jest-teardown.mjs",
};

const config = {
  // jest's default is one worker less than the cores: one worker on a 2-core machine, the parent idle.
  maxWorkers: Math.max(2, availableParallelism()),
  projects: [
    {
      ...base,
      displayName: "dom",
      testEnvironment: "jsdom",
      testMatch: [`${UNIT}/**/*.test.tsx`],
      testPathIgnorePatterns: notIntegration,
      setupFiles: ["<rootDir>/tests/support/no-processes.ts"],
      setupFilesAfterEnv: ["<rootDir>/tests/unit/setup-dom.ts"],
    },
    {
      ...base,
      displayName: "node",
      testEnvironment: "node",
      testMatch: [`${UNIT}/**/*.test.ts`],
      testPathIgnorePatterns: notIntegration,
      setupFiles: ["<rootDir>/tests/support/no-processes.ts"],
      globalSetup: "<rootDir>/tests/support/jest-setup-pglite.mjs",
    },
    { ...base, ...withPostgres, displayName: "integration", testEnvironment: "node", testMatch: integration },
    {
      ...base,
      ...withPostgres,
      displayName: "node-postgres",
      testEnvironment: "node",
      testMatch: ON_POSTGRES_TOO,
      setupFiles: ["<rootDir>/tests/unit/use-postgres.ts"],
    },
  ],
};

export default config;
