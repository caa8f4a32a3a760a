import { readFileSync } from "node:fs";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type { NextConfig } from "next";
import CrashTestPage from "@/app/[hub]/crash-test/page";
import ServerCrashTestPage from "@/app/[hub]/crash-test/server/page";
import * as clockRoute from "@/app/api/test-hooks/clock/route";
import { fetchTestPorts, resetServerEnvForTests, startupProblems } from "@/lib/config/server-env";
import { serverNow, setServerNow } from "@/lib/config/test-clock";

/**
 * One switch for the test hooks, E2E_TEST_HOOKS: the crash-test pages and the digest route's `?now=`
 * (tests/unit/follow-up-digest-route.test.ts). Off, the pages are 404s. A production start refuses it unless
 * the server is `npm run build:test`'s build, which next.config.ts marks at build time.
 */
const NEVER_SET = ["E2E_TEST_HOOKS", "E2E_FETCH_PORTS", "E2E_TEST_BUILD", "DATABASE_URL", "SUPABASE_URL", "CI"];
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

  test("only the test build leaves type errors to npm run typecheck, which makes the route types first", () => {
    expect(buildConfig({ E2E_TEST_BUILD: "1" }).typescript?.ignoreBuildErrors).toBe(true);
    expect(buildConfig({}).typescript?.ignoreBuildErrors).toBe(false);
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.typecheck).toBe("next typegen && npm run -s tsc");
  });

  test("the typecheck and the quick loop run TypeScript 7's native compiler", () => {
    const native = JSON.parse(readFileSync("node_modules/typescript-7/package.json", "utf8")) as { version: string };
    expect(native.version).toMatch(/^7\./);
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.tsc).toBe("node node_modules/typescript-7/bin/tsc --noEmit");
    expect(readFileSync("scripts/test-quick.sh", "utf8")).toContain(`stage typecheck npm run -s tsc`);
  });

  test("only CI's test build skips writing Turbopack's build cache", () => {
    const cache = (vars: Record<string, string>) => buildConfig(vars).experimental?.turbopackFileSystemCacheForBuild;
    expect(cache({ E2E_TEST_BUILD: "1", CI: "true" })).toBe(false);
    expect(cache({ E2E_TEST_BUILD: "1" })).toBeUndefined();
    expect(cache({ CI: "true" })).toBeUndefined();
  });
});

describe("the server's test clock", () => {
  const call = (method: "GET" | "POST", body?: unknown) =>
    (method === "GET" ? clockRoute.GET : clockRoute.POST)(
      new Request("http://marque.localhost/api/test-hooks/clock", {
        method,
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  afterEach(() => setServerNow(null));

  test("is a 404 without the test hooks, and the clock stays real", async () => {
    withEnv({});
    const before = Date.now();
    expect((await call("POST", { now: "2027-03-07T15:00:00Z" })).status).toBe(404);
    expect((await call("GET")).status).toBe(404);
    expect(Math.abs(serverNow().getTime() - before)).toBeLessThan(1000);
  });

  test("with them, reads the time it was set to and runs on; null puts it back", async () => {
    withEnv({ E2E_TEST_HOOKS: "1" });
    const set = await call("POST", { now: "2027-03-07T15:00:00Z" });
    expect(set.status).toBe(200);
    const read = new Date(((await (await call("GET")).json()) as { now: string }).now).getTime();
    expect(read - Date.parse("2027-03-07T15:00:00Z")).toBeGreaterThanOrEqual(0);
    expect(read - Date.parse("2027-03-07T15:00:00Z")).toBeLessThan(1000);
    await call("POST", { now: null });
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000);
  });

  test("refuses a time that is not one with a 422 naming the field", async () => {
    withEnv({ E2E_TEST_HOOKS: "1" });
    const res = await call("POST", { now: "next Sunday" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.now).toMatch(/ISO time/);
  });
});

describe("the opt-in check's fixture ports (E2E_FETCH_PORTS)", () => {
  const REFUSED_PORTS =
    "E2E_FETCH_PORTS is for tests only: a production start takes it only on `npm run build:test`'s build";

  test("a production start refuses them on any build but the test build, and they open nothing there", () => {
    withEnv({ NODE_ENV: "production", E2E_FETCH_PORTS: "4567" });
    expect(startupProblems()).toContain(REFUSED_PORTS);
    expect(fetchTestPorts()).toEqual([]);
  });

  test("the test build takes them; so does a start outside production", () => {
    withEnv({ NODE_ENV: "production", E2E_FETCH_PORTS: "4567,4568", E2E_TEST_BUILD: "1" });
    expect(startupProblems()).not.toContain(REFUSED_PORTS);
    expect(fetchTestPorts()).toEqual([4567, 4568]);
    withEnv({ NODE_ENV: "development", E2E_FETCH_PORTS: "4567" });
    expect(fetchTestPorts()).toEqual([4567]);
  });

  test("they are refused with a database URL, and unset they open nothing", () => {
    withEnv({ NODE_ENV: "development", E2E_FETCH_PORTS: "4567", DATABASE_URL: "postgres://x@127.0.0.1:1/x" });
    expect(startupProblems()).toContain("E2E_FETCH_PORTS is for tests only: unset it with a database URL");
    withEnv({ NODE_ENV: "production", E2E_TEST_BUILD: "1" });
    expect(fetchTestPorts()).toEqual([]);
  });
});
