#!/usr/bin/env node
// `npm run bench`: builds once, starts `next start` on a free port with a
// throwaway DATA_DIR, measures, and writes bench/results.json and
// bench/RESULTS.md. Loopback only; every run is bounded in time.
// Flags: --no-build (reuse .next), --quick (shorter runs), --skip=lighthouse,nginx,postgres,…
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, load, startProcess, waitForHttp } from "./lib.mjs";
import { firstLoadJs } from "./first-load.mjs";
import { buildBareApp } from "./bare-app.mjs";
import { nginxAvailable, startNginx } from "./nginx.mjs";
import { benchContact } from "./contact.mjs";
import { benchDelivery, deliveryMarkdown } from "./delivery.mjs";
import { benchPostgres, renderPostgres } from "./postgres.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { renderMarkdown } from "./report.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const skip = new Set((args.find((a) => a.startsWith("--skip=")) ?? "--skip=").slice(7).split(",").filter(Boolean));
const HUBS = ["marque", "percytech", "percymd", "percytext"];
const PAGES = ["/", "/pricing"];
const ROUTES = ["/", "/pricing", "/about", "/faq", "/contact", "/demo", "/verify", "/payment-success"];
const DURATION = quick ? 2 : 5;
const CONNECTIONS = 32;
const next = path.join(root, "node_modules/.bin/next");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** The server opens its embedded database at start; measure pages only once that CPU work is done. */
async function waitForDatabase(origin, port) {
  const host = `marque.localhost:${port}`;
  const login = await fetch(`${origin}/api/admin/session`, { method: "POST", headers: { host, "content-type": "application/json" }, body: JSON.stringify({ code: "bench-admin-code" }) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const leads = await fetch(`${origin}/api/admin/leads`, { headers: { host, cookie } });
  if (!leads.ok) throw new Error(`database not ready: ${leads.status}`);
}

function log(message) {
  process.stdout.write(`[bench] ${message}\n`);
}

async function main() {
  const results = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, settings: { connections: CONNECTIONS, durationSeconds: DURATION } };
  if (!args.includes("--no-build")) {
    log("building (next build)…");
    execFileSync(next, ["build"], { cwd: root, stdio: "ignore", env });
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), "marque-bench-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startProcess(next, ["start", "-p", String(port)], {
    cwd: root,
    env: { ...env, DATA_DIR: path.join(tmp, "data"), RATE_LIMIT_RELAXED: "1", ADMIN_ACCESS_CODE: "bench-admin-code", LOG_LEVEL: "ERROR" },
  });
  const stops = [server.stop];
  try {
    await waitForHttp(`${origin}/robots.txt`);
    log(`next start on ${origin}`);
    await waitForDatabase(origin, port);

    results.pages = [];
    for (const hub of HUBS) {
      for (const page of PAGES) {
        // Warm-up: the first requests of each page pay for loading its code.
        await load({ url: `${origin}${page}`, host: `${hub}.localhost:${port}`, connections: 8, duration: 1 });
        const r = await load({ url: `${origin}${page}`, host: `${hub}.localhost:${port}`, connections: CONNECTIONS, duration: DURATION });
        results.pages.push({ hub, path: page, ...r });
        log(`GET ${hub} ${page}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`);
      }
    }

    if (!skip.has("nginx") && nginxAvailable()) {
      const nginxPort = await freePort();
      const nginx = startNginx(tmp, path.join(root, ".next/server/app/marque.html"), nginxPort);
      stops.push(nginx.stop);
      await waitForHttp(`http://127.0.0.1:${nginxPort}/`);
      const r = await load({ url: `http://127.0.0.1:${nginxPort}/`, connections: CONNECTIONS, duration: DURATION });
      const nextHome = results.pages.find((p) => p.hub === "marque" && p.path === "/");
      results.nginx = { ...r, nextToNginxRatio: Number((nextHome.requestsPerSecond / r.requestsPerSecond).toFixed(3)) };
      log(`nginx static home: ${r.requestsPerSecond} req/s (Next reaches ${(results.nginx.nextToNginxRatio * 100).toFixed(1)}%)`);
      await nginx.stop();
    }

    results.firstLoadJs = [];
    for (const route of ROUTES) {
      const r = await firstLoadJs(origin, route, `marque.localhost:${port}`);
      results.firstLoadJs.push({ route, ...r });
    }
    if (!skip.has("bare")) {
      log("building a bare Next app for the framework floor…");
      const bareDir = buildBareApp(root);
      const barePort = await freePort();
      const bare = startProcess(next, ["start", "-p", String(barePort)], { cwd: bareDir, env });
      stops.push(bare.stop);
      await waitForHttp(`http://127.0.0.1:${barePort}/`);
      results.bareNext = await firstLoadJs(`http://127.0.0.1:${barePort}`, "/");
      await bare.stop();
    }
    log(`first-load JS: ${results.firstLoadJs.map((r) => `${r.route} ${(r.gzipBytes / 1024).toFixed(1)} KB`).join(", ")}; bare Next ${results.bareNext ? (results.bareNext.gzipBytes / 1024).toFixed(1) : "?"} KB`);

    if (!skip.has("contact")) {
      results.contact = await benchContact({ origin, port, duration: quick ? 3 : 10, log });
    }
    if (!skip.has("postgres")) {
      results.postgres = await benchPostgres({ root, next, env, embedded: { origin, port }, duration: DURATION, log });
    }
    await server.stop();

    if (!skip.has("delivery")) results.delivery = await benchDelivery({ root, log });

    if (!skip.has("lighthouse")) {
      results.lighthouse = await runLighthouse({ root, log, hubs: HUBS, paths: ["/", "/pricing", "/contact"] });
    }
  } finally {
    for (const stop of stops) await stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  writeFileSync(path.join(root, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = renderMarkdown(results) + renderPostgres(results) + deliveryMarkdown(results.delivery);
  writeFileSync(path.join(root, "bench/RESULTS.md"), markdown);
  process.stdout.write(`\n${markdown}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
