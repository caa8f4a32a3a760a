#!/usr/bin/env node
// `next build` with a test value in every server secret (tests/test-secrets.json),
// so tests/e2e/no-secrets.spec.ts can show none is inlined into the browser bundle;
// then the same post-build step as `npm run build` (scripts/post-build.mjs).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { runPostBuild } from "./post-build.mjs";

const secrets = JSON.parse(readFileSync(new URL("../tests/test-secrets.json", import.meta.url), "utf8"));

execFileSync("node_modules/.bin/next", ["build"], {
  stdio: "inherit",
  env: { ...process.env, ...secrets, NEXT_TELEMETRY_DISABLED: "1" },
});
await runPostBuild();
