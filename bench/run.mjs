#!/usr/bin/env node
// `npm run bench`: builds once (`npm run build`), starts `npm start` (server.mjs) on a
// free port with a throwaway DATA_DIR, measures, and writes bench/results.json
// and bench/RESULTS.md, ending with the targets met and missed. Loopback only;
// every run is bounded in time.
// Flags: --no-build (reuse .next), --quick (shorter runs), --report-only,
//        --skip=throughput,pages,nginx,bare,js,contact,optin,postgres,storm,edge,delivery,vitals,staff,hydration,lighthouse,observatory
//        --staff-scale=N (the staff-tools seed's size; 1 = a million leads on PostgreSQL, a tenth embedded)
//        --vitals-samples=N (field-vitals samples seeded for the speed page's query; default 1,000,000)
//        --only=lighthouse (or `--only lighthouse`): only those sections; the rest keep their last figures
//        --lighthouse-runs=N (at least 5)
//        --hydration-before=<git ref> (also profile that commit's build, for the hydration section's before and after)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, load, startProcess, waitForHttp } from "./lib.mjs";
import { firstLoadJs } from "../tests/support/first-load.mjs";
import { htmlAnatomy } from "../scripts/html-anatomy.mjs";
import { buildBareApp, startBareApp } from "./bare-app.mjs";
import { nginxAvailable, startNginx } from "./nginx.mjs";
import { benchContact } from "./contact.mjs";
import { benchOptInCheck, optInCheckMarkdown } from "./opt-in-check.mjs";
import { benchDelivery, deliveryMarkdown } from "./delivery.mjs";
import { benchPostgres, renderPostgres } from "./postgres.mjs";
import { benchInboundStorm, renderInboundStorm } from "./inbound-storm.mjs";
import { benchEdge, edgeMarkdown } from "./edge.mjs";
import { benchVitals, renderVitals } from "./vitals.mjs";
import { benchStaffScale, staffScaleMarkdown } from "./staff-scale.mjs";
import { lighthouseBatch } from "./lighthouse.mjs";
import { benchHydration, hydrationMarkdown } from "./hydration.mjs";
import { buildAtRef } from "./ref-build.mjs";
import { QUIET_LOAD, waitForQuiet } from "../tests/support/lighthouse-runner.mjs";
import { renderMarkdown, targets } from "./report.mjs";
import { benchObservatory, observatoryMarkdown } from "./observatory.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const SECTIONS = [
  "throughput",
  "pages",
  "nginx",
  "bare",
  "js",
  "contact",
  "optin",
  "postgres",
  "storm",
  "edge",
  "delivery",
  "vitals",
  "staff",
  "hydration",
  "lighthouse",
  "observatory",
];
const onlyArg =
  args.find((a) => a.startsWith("--only="))?.slice(7) ??
  (args.includes("--only") ? args[args.indexOf("--only") + 1] : null);
const only = onlyArg ? new Set(onlyArg.split(",")) : null;
const skip = only
  ? new Set(SECTIONS.filter((s) => !only.has(s)))
  : new Set((args.find((a) => a.startsWith("--skip=")) ?? "--skip=").slice(7).split(",").filter(Boolean));
const hydrationBefore = args.find((a) => a.startsWith("--hydration-before="))?.slice(19) ?? null;
const lighthouseRuns = Math.max(5, Number(args.find((a) => a.startsWith("--lighthouse-runs="))?.slice(18) ?? 5));
const { HUB_IDS: HUBS } = await import("../lib/hubs/registry.ts");
const PAGES = ["/", "/pricing"];
/** Every public page, for first-load JavaScript. */
const ROUTES = [
  "/",
  "/pricing",
  "/about",
  "/faq",
  "/contact",
  "/demo",
  "/terms",
  "/privacy",
  "/clients/donsbt",
  "/opt-in-check",
  "/verify",
  "/verify-otp",
  "/check-email",
  "/payment-success",
];
const DURATION = quick ? 2 : 5;
/** Side-by-side throughput: the servers are measured in turn, this many rounds, and each median kept. */
const ROUNDS = quick ? 1 : 5;
const CONNECTIONS = 32;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** The server opens its embedded database at start; measure pages only once that CPU work is done. */
async function waitForDatabase(origin, port) {
  const host = `marque.localhost:${port}`;
  const login = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({ code: "bench-admin-code" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const leads = await fetch(`${origin}/api/admin/leads`, { headers: { host, cookie } });
  if (!leads.ok) throw new Error(`database not ready: ${leads.status}`);
}

function log(message) {
  process.stdout.write(`[bench] ${message}\n`);
}

const median = (runs) =>
  [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)];

async function main() {
  if (args.includes("--report-only")) {
    // Re-render RESULTS.md from bench/results.json without measuring.
    const saved = JSON.parse(readFileSync(path.join(root, "bench/results.json"), "utf8"));
    saved.targets = targets(saved);
    writeFileSync(path.join(root, "bench/results.json"), `${JSON.stringify(saved, null, 2)}\n`);
    writeFileSync(path.join(root, "bench/RESULTS.md"), resultsMarkdown(saved));
    return;
  }
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    },
    settings: { connections: CONNECTIONS, durationSeconds: DURATION, rounds: ROUNDS },
  };
  if (!args.includes("--no-build")) {
    log("building (npm run build)…");
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore", env });
  }
  if (hydrationBefore && !skip.has("hydration")) buildAtRef(root, hydrationBefore, { log });
  // Measure on a quiet machine: the load when measuring starts is what the report shows.
  await waitForQuiet({ maxMs: 300_000, log });
  results.machine.loadAverage = os.loadavg().map((l) => Number(l.toFixed(2)));
  results.machine.quiet = results.machine.loadAverage[0] < QUIET_LOAD;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "marque-bench-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startProcess(process.execPath, ["server.mjs", "-p", String(port)], {
    cwd: root,
    env: {
      ...env,
      DATA_DIR: path.join(tmp, "data"),
      RATE_LIMIT_RELAXED: "1",
      ADMIN_ACCESS_CODE: "bench-admin-code",
      LOG_LEVEL: "ERROR",
    },
  });
  const stops = [server.stop];
  try {
    await waitForHttp(`${origin}/robots.txt`);
    log(`npm start (server.mjs) on ${origin}`);
    await waitForDatabase(origin, port);
    const marque = `marque.localhost:${port}`;
    const homeHtml = await (await fetch(`${origin}/`, { headers: { host: marque } })).text();

    let bare = null;
    // The bare page is the reference of the JS and hydration sections too: they start it when they run alone.
    if (["bare", "js", "hydration"].some((section) => !skip.has(section))) {
      log(`building a bare Next app with a ${(homeHtml.length / 1024).toFixed(0)} KB page (the home page's size)…`);
      const bareDir = buildBareApp(root, { htmlBytes: homeHtml.length });
      const bareServer = await startBareApp(bareDir);
      stops.push(bareServer.stop);
      bare = { origin: bareServer.url.replace(/\/$/, ""), stop: bareServer.stop };
      results.bareNext = { htmlBytes: (await (await fetch(`${bare.origin}/`)).text()).length };
    }
    let nginx = null;
    if (!skip.has("nginx") && nginxAvailable()) {
      const nginxPort = await freePort();
      const file = path.join(tmp, "home.html");
      writeFileSync(file, homeHtml);
      const server = startNginx(tmp, file, nginxPort);
      stops.push(server.stop);
      nginx = { origin: `http://127.0.0.1:${nginxPort}`, stop: server.stop };
      await waitForHttp(`${nginx.origin}/`);
    }

    if (!skip.has("throughput")) {
      // One target after another, round after round, so machine noise hits them alike.
      const targetsToLoad = [
        { name: "GET / (marque)", url: `${origin}/`, host: marque },
        ...(bare ? [{ name: "bare Next 16 page, same size", url: `${bare.origin}/` }] : []),
        { name: "GET /robots.txt", url: `${origin}/robots.txt`, host: marque },
        { name: "GET /api/form-token", url: `${origin}/api/form-token`, host: marque },
        ...(nginx ? [{ name: "nginx, same home HTML", url: `${nginx.origin}/` }] : []),
      ];
      const runs = new Map(targetsToLoad.map((t) => [t.name, []]));
      for (const t of targetsToLoad) await load({ url: t.url, host: t.host, connections: 8, duration: quick ? 1 : 3 });
      for (let round = 0; round < ROUNDS; round++) {
        for (const t of targetsToLoad) {
          const r = await load({ url: t.url, host: t.host, connections: CONNECTIONS, duration: DURATION });
          runs.get(t.name).push(r);
          log(`round ${round + 1} ${t.name}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms`);
        }
      }
      results.throughput = targetsToLoad.map((t) => ({
        name: t.name,
        ...median(runs.get(t.name)),
        runs: runs.get(t.name).map((r) => r.requestsPerSecond),
      }));
      results.throughputHtmlBytes = { app: homeHtml.length, bare: results.bareNext?.htmlBytes ?? null };
    }
    if (nginx) await nginx.stop();

    if (!skip.has("pages")) {
      results.pages = [];
      for (const hub of HUBS) {
        for (const page of PAGES) {
          // Warm-up: the first requests of each page pay for loading its code.
          await load({ url: `${origin}${page}`, host: `${hub}.localhost:${port}`, connections: 8, duration: 1 });
          const r = await load({
            url: `${origin}${page}`,
            host: `${hub}.localhost:${port}`,
            connections: CONNECTIONS,
            duration: DURATION,
          });
          results.pages.push({ hub, path: page, ...r });
          log(`GET ${hub} ${page}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`);
        }
      }
    }

    if (!skip.has("js")) {
      results.firstLoadJs = [];
      for (const route of ROUTES) results.firstLoadJs.push({ route, ...(await firstLoadJs(origin, route, marque)) });
      if (bare) results.bareNext = { ...results.bareNext, ...(await firstLoadJs(bare.origin, "/")) };
      results.homeHtml = htmlAnatomy(homeHtml);
      log(
        `first-load JS: ${results.firstLoadJs.map((r) => `${r.route} ${(r.gzipBytes / 1024).toFixed(1)} KiB`).join(", ")}; bare Next ${results.bareNext?.gzipBytes ? (results.bareNext.gzipBytes / 1024).toFixed(1) : "?"} KiB`,
      );
    }

    if (!skip.has("contact")) {
      results.contact = await benchContact({ origin, port, duration: quick ? 3 : 10, log });
    }
    if (!skip.has("optin")) {
      results.optInCheck = await benchOptInCheck({ origin, port, runs: quick ? 5 : 20, log });
    }
    if (!skip.has("postgres")) {
      results.postgres = await benchPostgres({ root, env, embedded: { origin, port }, duration: DURATION, log });
    }
    if (!skip.has("observatory")) {
      // The shipped nginx in front of this server, scanned as a visitor's browser would reach it.
      results.observatory = await benchObservatory({ root, appPort: port, log });
    }
    if (!skip.has("hydration") && bare) {
      log("hydration: long tasks and a first tap on a 4x-throttled CPU, beside the bare same-size page…");
      results.hydration = await benchHydration({
        root,
        port,
        bareUrl: `${bare.origin}/`,
        before: hydrationBefore,
        log,
      });
    }
    await server.stop();
    if (bare) await bare.stop();

    // The shipped nginx in front of two standalone servers on one PostgreSQL (needs npm run build's standalone).
    if (!skip.has("edge")) results.edge = await benchEdge({ root, quick, log });

    if (!skip.has("delivery")) results.delivery = await benchDelivery({ root, log });

    // 2,000 replies to a broadcast, with Twilio's retries, on two instances sharing one PostgreSQL.
    if (!skip.has("storm")) results.inboundStorm = await benchInboundStorm({ root, env, log });

    if (!skip.has("vitals")) {
      const samples = Number(args.find((a) => a.startsWith("--vitals-samples="))?.slice(17) ?? 1_000_000);
      results.vitals = await benchVitals({ root, samples, log });
    }

    if (!skip.has("staff")) {
      const scale = Number(args.find((a) => a.startsWith("--staff-scale="))?.slice(14) ?? 1);
      results.staff = await benchStaffScale({ root, env, scale, runs: quick ? 5 : 20, log });
    }

    if (!skip.has("lighthouse")) {
      // Its own servers and bare pages (one paragraph, and our home's size), with nothing else running.
      results.lighthouse = await lighthouseBatch({ root, log, runs: lighthouseRuns });
    }
  } finally {
    for (const stop of stops) await stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  // Sections skipped this time keep the figures of the last run, marked as such.
  const last = readJson("bench/results.json");
  if (last) {
    results.carriedFrom = last.date;
    results.carriedMachine = last.machine;
    results.carried = [];
    for (const key of [
      "throughput",
      "throughputHtmlBytes",
      "pages",
      "firstLoadJs",
      "homeHtml",
      "bareNext",
      "contact",
      "optInCheck",
      "edge",
      "inboundStorm",
      "vitals",
      "staff",
      "hydration",
      "lighthouse",
      "observatory",
    ]) {
      if (results[key] === undefined && last[key] !== undefined) {
        results[key] = last[key];
        results.carried.push(key);
      }
    }
    // The bare page started for hydration alone measures no JavaScript: its floor stays that of the last JS run.
    if (results.bareNext && results.bareNext.gzipBytes === undefined && last.bareNext?.gzipBytes !== undefined) {
      results.bareNext = { ...last.bareNext, ...results.bareNext };
    }
  }
  results.targets = targets(results);
  writeFileSync(path.join(root, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = resultsMarkdown(results);
  writeFileSync(path.join(root, "bench/RESULTS.md"), markdown);
  process.stdout.write(`\n${markdown}\n`);
}

/** bench/RESULTS.md: this run, its PostgreSQL and delivery sections, and the earlier runs of bench/before.json. */
function resultsMarkdown(results) {
  return renderMarkdown(
    results,
    readBefore(),
    optInCheckMarkdown(results.optInCheck) +
      renderPostgres(results) +
      renderInboundStorm(results) +
      edgeMarkdown(results.edge) +
      deliveryMarkdown(results.delivery) +
      renderVitals(results) +
      staffScaleMarkdown(results.staff) +
      hydrationMarkdown(results.hydration) +
      observatoryMarkdown(results.observatory),
  );
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(root, file), "utf8"));
  } catch {
    return null;
  }
}

/** bench/before.json, if present: figures of an earlier build to print beside these. */
const readBefore = () => readJson("bench/before.json");

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
