/**
 * The site's server as the build compiles it for `npm start` and the standalone folder: every file
 * lib/startup/site-server.ts reaches, as plain CommonJS whose requires are relative (the "@/" alias resolved),
 * loaded with no TypeScript compiler, and serving: TRACE refused before the handler, a GET passed to it. A build
 * without it (or no build at all) is built again by `npm start`'s first step.
 */
import http from "node:http";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { compileSiteServer, SITE_SERVER_ENTRY } from "../../scripts/compile-site-server.mjs";
import { BUILD_OUTPUTS, ensureBuild, missingBuildOutputs } from "../../scripts/ensure-build.mjs";

let out = "";
let compiled: string[] = [];

beforeAll(() => {
  // Inside the project, as .next/site-server is: its packages (htmlparser2) resolve from node_modules.
  mkdirSync(".data", { recursive: true });
  out = path.resolve(mkdtempSync(path.join(".data", "site-server-build-")));
  compiled = compileSiteServer(process.cwd(), out);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

it("compiles the entry and every file it imports, each to a .js of the same path", () => {
  expect(compiled).toEqual(
    expect.arrayContaining([
      SITE_SERVER_ENTRY,
      "lib/startup/trace.ts",
      "lib/startup/shutdown.ts",
      "lib/startup/paint-first-response.ts",
      "lib/html/paint-first-rewriter.ts",
      // Reached through the "@/" alias.
      "lib/errors/app-error.ts",
    ]),
  );
  const written = readdirSync(out, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".js"))
    .sort();
  expect(written).toEqual(compiled.map((file) => file.replace(/\.tsx?$/, ".js")).sort());
  for (const file of written) {
    const requires = [...readFileSync(path.join(out, file), "utf8").matchAll(/\brequire\("([^"]+)"\)/g)].map(
      (m) => m[1],
    );
    expect(requires.filter((specifier) => specifier.startsWith("@/"))).toEqual([]);
  }
});

it("loads as CommonJS and serves: TRACE is 405 before the handler, a GET reaches it", async () => {
  const load = createRequire(path.join(out, "noop.js"));
  const { createSiteServer } = load(path.join(out, SITE_SERVER_ENTRY.replace(/\.ts$/, ".js"))) as {
    createSiteServer: (
      handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
      dir: string,
    ) => http.Server;
  };
  const handled: string[] = [];
  const server = createSiteServer(async (req, res) => {
    handled.push(`${req.method} ${req.url}`);
    res.end("from the handler");
  }, out);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const call = (method: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path: "/pricing" }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });
  try {
    expect((await call("TRACE")).status).toBe(405);
    expect(await call("GET")).toEqual({ status: 200, body: "from the handler" });
    expect(handled).toEqual(["GET /pricing"]);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("npm start builds first when the build lacks what a start needs", () => {
  it("npm runs scripts/ensure-build.mjs before server.mjs", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.prestart).toBe("node scripts/ensure-build.mjs");
    expect(scripts.start).toBe("node server.mjs");
  });

  it("a fresh clone misses both outputs, a build from before the compiled server misses one, a build none", () => {
    const dir = path.resolve(mkdtempSync(path.join(".data", "build-outputs-")));
    try {
      expect(missingBuildOutputs(dir)).toEqual(BUILD_OUTPUTS);
      mkdirSync(path.join(dir, ".next"), { recursive: true });
      writeFileSync(path.join(dir, ".next/BUILD_ID"), "x");
      expect(missingBuildOutputs(dir)).toEqual([".next/site-server/lib/startup/site-server.js"]);
      compileSiteServer(process.cwd(), path.join(dir, ".next/site-server"));
      expect(missingBuildOutputs(dir)).toEqual([]);
      expect(ensureBuild({ dir })).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the compiled server is where server.mjs loads it", () => {
    expect(readFileSync("server.mjs", "utf8")).toContain(`"${BUILD_OUTPUTS[1]}"`);
  });
});
