/**
 * Build (if needed) and start the site as `npm start` does (server.mjs) on a free port for a script, and
 * stop it afterwards (by its own PID). Used by tests, the bench and `npm run og-images`.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function ensureBuild({ force = false } = {}) {
  if (!force && existsSync(".next/BUILD_ID")) return;
  console.log("Building (next build)…");
  const result = spawnSync("node_modules/.bin/next", ["build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
  // A separate process: Playwright loads this file as CommonJS, where the script's import.meta cannot run.
  const post = spawnSync(process.execPath, ["scripts/post-build.mjs"], { stdio: "inherit" });
  if (post.status !== 0) throw new Error("post-build failed");
}

async function waitForReady(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/robots.txt`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer on port ${port}`);
}

/** Start the production server; resolves to { port, stop }. */
export async function startNext(extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: `.data/script-${port}`, ...extraEnv },
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.on("exit", stop);
  await waitForReady(port);
  return { port, stop };
}

/**
 * GET a path as a given hub's host. Node's resolver does not map
 * `*.localhost` to loopback (Chromium and curl do), so connect to 127.0.0.1
 * and send the hub's Host header.
 */
export function getAsHub(hub, port, path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host: `${hub}.localhost:${port}` } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
