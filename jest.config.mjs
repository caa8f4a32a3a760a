import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Two projects: DOM components in jsdom, server logic (PGlite, route handlers) in node. */
const config = {
  projects: [
    await createJestConfig({
      displayName: "dom",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/tests/unit/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/tests/unit/setup-dom.ts"],
      moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/unit/empty.ts" },
    })(),
    await createJestConfig({
      displayName: "node",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/unit/**/*.test.ts"],
      moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/unit/empty.ts" },
    })(),
  ],
};

export default config;
