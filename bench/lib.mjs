// Shared helpers for the benchmark: free ports, starting and stopping
// servers we own (by PID), and autocannon runs against loopback only.
import { spawn } from "node:child_process";
import autocannon from "autocannon";

// One free-port finder for every script (tests/support/next-server.mjs).
export { freePort } from "../tests/support/next-server.mjs";

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** Start a process we own; returns { child, stop }. */
export function startProcess(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 5_000).unref();
    });
  return { child, stop, output: () => output };
}

/** One autocannon run; loopback only, bounded by duration. */
export async function load({
  url,
  host,
  connections = 32,
  duration = 5,
  method = "GET",
  body,
  headers = {},
  requests,
}) {
  const result = await autocannon({
    url,
    connections,
    duration,
    method,
    body,
    headers: { ...(host ? { host } : {}), ...headers },
    requests,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
    statusCodes: result.statusCodeStats,
  };
}
