import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** The build's standalone server has its own package.json (same name): not a module to resolve. */
const BUILD_OUTPUT = ["<rootDir>/.next/"];

/**
 * DOM components in jsdom; server logic (PGlite, route handlers) in node; and
 * the backend suite once more on a real PostgreSQL server (node-postgres).
 */
const config = {
  projects: [
    await createJestConfig({
      displayName: "dom",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/tests/unit/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/tests/unit/setup-dom.ts"],
      moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/unit/empty.ts" },
      transformIgnorePatterns: ["\\.mjs$"],
      modulePathIgnorePatterns: BUILD_OUTPUT,
    })(),
    await createJestConfig({
      displayName: "node",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/unit/**/*.test.ts"],
      moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/unit/empty.ts" },
      transformIgnorePatterns: ["\\.mjs$"],
      modulePathIgnorePatterns: BUILD_OUTPUT,
    })(),
    await createJestConfig({
      displayName: "node-postgres",
      testEnvironment: "node",
      testMatch: [
        "<rootDir>/tests/unit/backend-contact.test.ts",
        "<rootDir>/tests/unit/backend-verification.test.ts",
        "<rootDir>/tests/unit/admin-pipeline.test.ts",
        "<rootDir>/tests/unit/staff-sign-in.test.ts",
        "<rootDir>/tests/unit/admin-dashboard-metrics.test.ts",
        "<rootDir>/tests/unit/sms-policy.test.ts",
        "<rootDir>/tests/unit/follow-up-digest.test.ts",
        "<rootDir>/tests/unit/lead-texting-erase.test.ts",
        "<rootDir>/tests/unit/backend-attribution.test.ts",
        "<rootDir>/tests/unit/programs.test.ts",
        "<rootDir>/tests/unit/admin-at-scale.test.ts",
        "<rootDir>/tests/unit/vitals-store.test.ts",
        "<rootDir>/tests/unit/sales-team.test.ts",
        "<rootDir>/tests/unit/one-record-per-person.test.ts",
      ],
      setupFiles: ["<rootDir>/tests/unit/use-postgres.ts"],
      moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/unit/empty.ts" },
      transformIgnorePatterns: ["\\.mjs$"],
      modulePathIgnorePatterns: BUILD_OUTPUT,
    })(),
  ],
};

export default config;
