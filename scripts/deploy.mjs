#!/usr/bin/env node
// `npm run deploy` (as root, on the server, in the checkout): build, migrate, install the
// release, restart the servers one at a time, each only once the one before answers
// /api/health, then key nginx's page cache to the new build (so no old page is served
// again) and warm it with every prerendered page of every hub. docs/deploy.md: Own server.
//
// Settings (environment):
//   MARQUE_UNITS          systemd units, restarted in this order (default "marque@3000 marque@3001";
//                         the embedded single server: "marque", port 3000)
//   MARQUE_ENV_FILE       the units' EnvironmentFile, read for DATABASE_URL (default /etc/marque/marque.env)
//   MARQUE_HOME           releases/<build id> and the `current` link the units run (default /opt/marque)
//   MARQUE_BUILD_ID_CONF  nginx's build-id include (default /etc/nginx/conf.d/marque-build-id.conf)
// Flags: --no-build (deploy what .next holds), --no-warm
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request as httpsRequest } from "node:https";
import path from "node:path";

/** A restarted server is given this long to answer /api/health. */
export const HEALTH_TIMEOUT_MS = 90_000;
/** Wait after a server is healthy before stopping the next: over nginx's fail_timeout (upstream.conf). */
export const SETTLE_MS = 2_500;
/** Releases kept in MARQUE_HOME/releases, the current one included (to roll back: relink, restart). */
export const KEEP_RELEASES = 3;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** nginx's build-id include for `buildId`: the same shape as deploy/nginx/build-id.conf. */
export function buildIdConf(buildId) {
  if (!/^[\w-]+$/.test(buildId)) throw new Error(`not a build id: ${JSON.stringify(buildId)}`);
  return `# Marque: the build being served; written by scripts/deploy.mjs (committed default: deploy/nginx/build-id.conf).
map $host $marque_build_id {
    default "${buildId}";
}
`;
}

/** Write the include atomically (nginx may be reloaded by someone else meanwhile). */
export function writeBuildIdConf(file, buildId) {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, buildIdConf(buildId));
  renameSync(tmp, file);
}

/** The build id of a standalone build folder (or of .next). */
export function readBuildId(standaloneDir) {
  return readFileSync(path.join(standaloneDir, ".next/BUILD_ID"), "utf8").trim();
}

/**
 * Copy the standalone build to home/releases/<build id> and point home/current at it (one rename,
 * so a server starting meanwhile sees the old release or the new one, never half of one). Servers
 * still running keep the release they started from until they are restarted. Keeps the newest
 * KEEP_RELEASES releases.
 */
export function installRelease({ standalone, home, buildId = readBuildId(standalone), copy = cpSync }) {
  const releases = path.join(home, "releases");
  const target = path.join(releases, buildId);
  mkdirSync(releases, { recursive: true });
  if (!existsSync(target)) copy(standalone, target, { recursive: true, verbatimSymlinks: true });
  const link = path.join(home, "current");
  const tmp = `${link}.tmp-${process.pid}`;
  rmSync(tmp, { force: true });
  symlinkSync(target, tmp);
  renameSync(tmp, link);
  const old = readdirSync(releases)
    .map((name) => ({ name, time: statSync(path.join(releases, name)).mtimeMs }))
    .filter((r) => r.name !== buildId)
    .sort((a, b) => b.time - a.time)
    .slice(KEEP_RELEASES - 1);
  for (const r of old) rmSync(path.join(releases, r.name), { recursive: true, force: true });
  return { buildId, dir: realpathSync(link) };
}

/** Resolves once `url` answers 200 (a healthy /api/health), else throws after `timeoutMs`. */
export async function waitForHealth(url, timeoutMs = HEALTH_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

/**
 * Restart `instances` one at a time: restart one, wait until it answers /api/health, let nginx
 * count it back in (settleMs), then the next. Stops at the first that does not come back, leaving
 * the others running the release they had.
 */
export async function rollingRestart({ instances, restart, settleMs = SETTLE_MS, healthTimeoutMs, log = () => {} }) {
  for (const [i, instance] of instances.entries()) {
    log(`restarting ${instance.name}`);
    await restart(instance);
    await waitForHealth(`http://127.0.0.1:${instance.port}/api/health`, healthTimeoutMs);
    log(`${instance.name} answers /api/health`);
    if (i < instances.length - 1) await sleep(settleMs);
  }
}

/** Every prerendered page of every hub, as visitors ask for it: "/marque/pricing" → hub marque, "/pricing". */
export function prerenderedPages(standaloneDir, hubIds) {
  const manifest = JSON.parse(readFileSync(path.join(standaloneDir, ".next/prerender-manifest.json"), "utf8"));
  const pages = [];
  for (const route of Object.keys(manifest.routes ?? {})) {
    const [, hub, ...rest] = route.split("/");
    if (!hubIds.includes(hub)) continue;
    const visitorPath = `/${rest.join("/")}`;
    if (/(?:^|\/)(?:sitemap-xml|opengraph-image)$/.test(visitorPath)) continue;
    pages.push({ hub, path: visitorPath });
  }
  return pages;
}

/** GET through nginx by name (SNI and Host) on a local address; resolves with the status. */
function getThrough({ address, port, name, pathname, ca }) {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      { host: address, port, servername: name, path: pathname, headers: { host: name }, ca, timeout: 30_000 },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end();
  });
}

/** Fill nginx's page cache for the new build: each page once, a few at a time. Returns the failures. */
export async function warmCache({ pages, domains, address = "127.0.0.1", port = 443, ca, concurrency = 4 }) {
  const queue = [...pages];
  const failed = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const status = await getThrough({ address, port, name: domains[page.hub], pathname: page.path, ca }).catch(
          () => 0,
        );
        if (status !== 200) failed.push({ ...page, status });
      }
    }),
  );
  return failed;
}

/** KEY=VALUE lines of a systemd EnvironmentFile. */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const env = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /^\s*([A-Za-z_]\w*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) env[m[1]] = m[2].replace(/^(["'])(.*)\1$/, "$2");
  }
  return env;
}

/** "marque@3001" → port 3001; "marque" → 3000. */
export const unitPort = (unit) => Number(/@(\d+)$/.exec(unit)?.[1] ?? 3000);

async function main() {
  const root = process.cwd(); // npm run deploy runs in the checkout
  const args = process.argv.slice(2);
  const units = (process.env.MARQUE_UNITS ?? "marque@3000 marque@3001").split(/\s+/).filter(Boolean);
  const envFile = process.env.MARQUE_ENV_FILE ?? "/etc/marque/marque.env";
  const home = process.env.MARQUE_HOME ?? "/opt/marque";
  const buildIdFile = process.env.MARQUE_BUILD_ID_CONF ?? "/etc/nginx/conf.d/marque-build-id.conf";
  const log = (message) => console.log(`[deploy] ${message}`);
  const run = (command, commandArgs, env = process.env) =>
    execFileSync(command, commandArgs, { cwd: root, stdio: "inherit", env });

  if (!args.includes("--no-build")) {
    log("npm run build");
    run("npm", ["run", "build"]);
  }
  const standalone = path.join(root, ".next/standalone");
  const env = { ...process.env, ...readEnvFile(envFile) };
  if (env.DATABASE_URL) {
    log("npm run db:migrate");
    run("npm", ["run", "db:migrate"], env);
  } else log("no DATABASE_URL: the embedded database migrates itself at start");

  const release = installRelease({ standalone, home });
  log(`release ${release.buildId} in ${release.dir}`);
  await rollingRestart({
    instances: units.map((name) => ({ name, port: unitPort(name) })),
    restart: async ({ name }) => run("systemctl", ["restart", name]),
    log,
  });

  // Only now, with every server on the new build: pages cached from here on are the new build's.
  writeBuildIdConf(buildIdFile, release.buildId);
  run("nginx", ["-t", "-q"]);
  run("systemctl", ["reload", "nginx"]);
  log(`nginx caches pages under build ${release.buildId}`);

  if (!args.includes("--no-warm")) {
    const { HUB_IDS, HUBS } = await import("../lib/hubs/registry.ts");
    await sleep(1_000); // nginx's new workers take over
    const pages = prerenderedPages(release.dir, HUB_IDS);
    const domains = Object.fromEntries(HUB_IDS.map((id) => [id, HUBS[id].domain]));
    const failed = await warmCache({ pages, domains });
    log(`warmed ${pages.length - failed.length} of ${pages.length} pages`);
    for (const f of failed) log(`  not warmed: ${f.hub} ${f.path} (${f.status || "no answer"})`);
  }
}

// Run as a script, not imported (tests import the steps; Playwright loads this file as CommonJS: no import.meta).
if (process.argv[1] && /(?:^|\/)scripts\/deploy\.mjs$/.test(realpathSync(process.argv[1]))) {
  main().catch((error) => {
    console.error(`[deploy] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
