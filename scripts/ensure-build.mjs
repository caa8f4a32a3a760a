#!/usr/bin/env node
// `npm start`'s first step (npm runs it as `prestart`): a fresh clone has no production build, and a build made
// before the site's server was compiled lacks it, so the first `npm start` builds (`npm run build`) and later ones
// start at once. Scripts that serve the build (the bench's Lighthouse, `npm run og-images`) call it too.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { SITE_SERVER_MODULE } from "./compile-site-server.mjs";

/** What a production start needs from the build: Next's build id and the compiled site server. */
export const BUILD_OUTPUTS = [".next/BUILD_ID", SITE_SERVER_MODULE];

/** The outputs missing from `dir`'s build; none means it can start. */
export function missingBuildOutputs(dir = process.cwd()) {
  return BUILD_OUTPUTS.filter((file) => !existsSync(path.join(dir, file)));
}

/** Build (`npm run build`) when an output is missing, or always with `force`; throws if the build fails. */
export function ensureBuild({ force = false, dir = process.cwd() } = {}) {
  if (!force && missingBuildOutputs(dir).length === 0) return false;
  console.log("No production build yet: building it (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("npm run build failed");
  return true;
}

if (import.meta.filename === process.argv[1]) {
  try {
    ensureBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
