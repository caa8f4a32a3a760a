#!/usr/bin/env node
// `npm start`, and the standalone server of the deploy recipes: Next's production server behind the site's
// own HTTP server (Next's documented custom server; lib/startup/site-server.ts says what it adds). It owns
// SIGTERM and SIGINT: Next installs no signal handlers under a custom server.
import { existsSync } from "node:fs";
import module, { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

// Node keeps the compiled code of the server's modules between starts (in NODE_COMPILE_CACHE, else the system's
// temp folder), so a restart skips most of compiling Next; before Next loads, or it is not cached.
module.enableCompileCache?.();
const { default: next } = await import("next");

/** lib/startup/site-server.ts as the build compiled it (scripts/compile-site-server.mjs, run by `npm run build`). */
const SITE_SERVER = ".next/site-server/lib/startup/site-server.js";

/** Starts the site from `dir` (a project with a build, or .next/standalone) on `port` and `hostname`. */
export async function startSite({ dir = process.cwd(), port = 3000, hostname } = {}) {
  const started = Date.now();
  process.env.NODE_ENV = "production";
  const require = createRequire(path.join(dir, "server.mjs"));
  const { version } = require("next/package.json");
  // Next's banner, which its own server prints and a custom server leaves to us.
  console.log(
    `   \u25B2 Next.js ${version} (the site's server)\n   - Local: http://${hostname ?? "localhost"}:${port}\n`,
  );
  const siteServer = path.join(dir, SITE_SERVER);
  if (!existsSync(siteServer)) throw new Error(`${siteServer} is missing: build the site first (npm run build)`);
  const { createSiteServer, stopGracefully } = require(siteServer);
  const app = next({ dev: false, dir, hostname: hostname ?? "localhost", port });
  await app.prepare();
  const server = createSiteServer(app.getRequestHandler(), dir);
  stopGracefully(server);
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });
  console.log(`✓ Ready in ${Date.now() - started}ms on http://${hostname ?? "localhost"}:${port}`);
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  });
  startSite({ port: Number(values.port ?? process.env.PORT ?? 3000), hostname: values.hostname }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
