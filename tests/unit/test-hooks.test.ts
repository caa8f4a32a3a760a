import { readFileSync } from "node:fs";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type { NextConfig } from "next";
import CrashTestPage from "@/app/[hub]/crash-test/page";
import ServerCrashTestPage from "@/app/[hub]/crash-test/server/page";
import { resetServerEnvForTests, startupProblems } from "@/lib/config/server-env";

/**
 * One switch for the test hooks, E2E_TEST_HOOKS: the crash-test pages and the digest route's `?now=`
 * (tests/unit/follow-up-digest-route.test.ts). Off, the pages are 404s. A production start refuses it unless
 * the server is `npm run build:test`'s build, which next.config.ts marks at build time.
 */
const NEVER_SET = ["E2E_TEST_HOOKS", "E2E_TEST_BUILD", "DATABASE_URL", "SUPABASE_URL"];
const saved = { ...process.env };

function withEnv(vars: Record<string, string>) {
  for (const name of NEVER_SET) delete process.env[name];
  Object.assign(process.env, vars);
  resetServerEnvForTests();
}
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  resetServerEnvForTests();
});

const REFUSED = "E2E_TEST_HOOKS is for tests only: a production start takes it only on `npm run build:test`'s build";
const notFoundError = expect.objectContaining({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });

describe("the crash-test pages", () => {
  test("are 404s without the test hooks", () => {
    withEnv({});
    expect(() => CrashTestPage()).toThrow(notFoundError);
    expect(() => ServerCrashTestPage()).toThrow(notFoundError);
  });

  test("throw with them", () => {
    withEnv({ E2E_TEST_HOOKS: "1" });
    expect(CrashTestPage()).toBeTruthy();
    expect(() => ServerCrashTestPage()).toThrow("Crash test: thrown on the server");
  });
});

describe("a production start", () => {
  test("refuses the test hooks on a build that is not the test build", () => {
    withEnv({ NODE_ENV: "production", E2E_TEST_HOOKS: "1" });
    expect(startupProblems()).toContain(REFUSED);
  });

  test("takes them on the test build, and a build without them either way", () => {
    withEnv({ NODE_ENV: "production", E2E_TEST_HOOKS: "1", E2E_TEST_BUILD: "1" });
    expect(startupProblems()).not.toContain(REFUSED);
    withEnv({ NODE_ENV: "production" });
    expect(startupProblems().filter((p) => p.includes("E2E_TEST_HOOKS"))).toEqual([]);
  });

  test("outside production (npm run dev, jest) they are allowed", () => {
    withEnv({ NODE_ENV: "development", E2E_TEST_HOOKS: "1" });
    expect(startupProblems()).not.toContain(REFUSED);
  });
});

describe("the test build's mark", () => {
  function buildConfig(vars: Record<string, string>): NextConfig {
    withEnv(vars);
    let config: NextConfig = {};
    jest.isolateModules(() => {
      const { default: make } = jest.requireActual<{ default: (phase: string) => NextConfig }>("@/next.config");
      config = make(PHASE_PRODUCTION_BUILD);
    });
    return config;
  }

  test("is written into the server code only when the build is run with E2E_TEST_BUILD=1", () => {
    expect(buildConfig({ E2E_TEST_BUILD: "1" }).env).toEqual({ E2E_TEST_BUILD: "1" });
    expect(buildConfig({}).env).toEqual({ E2E_TEST_BUILD: "" });
  });

  test("npm run build:test sets it, npm run build does not", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts["build:test"]).toMatch(/^E2E_TEST_BUILD=1 /);
    expect(scripts.build).not.toContain("E2E_TEST_BUILD");
  });
});
