/**
 * The server fixture: start the site as `npm start` does (server.mjs) on a free port, ready to answer, and stop
 * it afterwards by its own PID; build it first if needed. Used by the e2e specs, the bench and
 * `npm run og-images`.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { databaseModule } from "../../scripts/lib/database.mjs";
import { seedDataDir } from "./pglite-snapshot.mjs";

/**
 * `next dev` runs once per project folder (Next keeps a lock in .next/dev and a second one exits), so the
 * specs that start it take turns: this waits for the turn and resolves to the function that ends it, to
 * call once that server has exited. A turn whose holder died is taken over.
 */
export async function nextDevTurn({ timeoutMs = 240_000 } = {}) {
  const turn = path.join(".data", "next-dev-turn");
  const deadline = Date.now() + timeoutMs;
  mkdirSync(".data", { recursive: true });
  for (;;) {
    try {
      mkdirSync(turn);
      writeFileSync(path.join(turn, "pid"), String(process.pid));
      return () => rmSync(turn, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const holder = turnHolder(turn);
    if (holder && !alive(holder)) rmSync(turn, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`no turn for next dev within ${timeoutMs} ms (held by ${holder})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The pid that holds the turn; 0 while it is being taken or once it has ended. */
function turnHolder(turn) {
  try {
    return Number(readFileSync(path.join(turn, "pid"), "utf8")) || 0;
  } catch (error) {
    if (error.code === "ENOENT") return 0;
    throw error;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

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

const ENTRIES = {
  /** `npm start`: the site's own server around Next (server.mjs), what production runs. */
  "npm start": (port, bind) => [process.execPath, ["server.mjs", "-p", String(port), ...(bind ? ["-H", bind] : [])]],
  /** Next's own server, without server.mjs (`next start`). */
  "next start": (port, bind) => [
    "node_modules/.bin/next",
    ["start", "-p", String(port), ...(bind ? ["-H", bind] : [])],
  ],
};

/** One HTTP/1.1 GET to 127.0.0.1 with the Host we choose; resolves to the status, or null if nothing answered. */
function probe(port, path, host) {
  return new Promise((resolve) => {
    const req = request(
      { host: "127.0.0.1", port, path, headers: { host, connection: "close" }, agent: false },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(null));
    req.setTimeout(10_000, () => req.destroy());
    req.end();
  });
}

/**
 * Servers still running when this process exits are killed with it. The exit hook is there only while one runs:
 * jest loads this module once per test file in the same process, and a hook per load would pile up.
 */
const running = new Set();
const killRunning = () => {
  for (const child of running) child.kill("SIGKILL");
};
function track(child) {
  if (running.size === 0) process.on("exit", killRunning);
  running.add(child);
  child.once("exit", () => {
    running.delete(child);
    if (running.size === 0) process.off("exit", killRunning);
  });
}

/**
 * The one way tests start the site: `npm start` (or `next start`) on a free port, with only the variables given
 * (PATH, HOME and TMPDIR pass through; nothing else of the test runner's leaks in), NODE_ENV=production, and a
 * DATA_DIR of its own already holding the migrated embedded database (tests/support/pglite-snapshot.mjs), so
 * the first request does not wait for initdb. Resolves once `readyPath` answers 200 on `<hub>.localhost:PORT`
 * (`readyPath: null` resolves at once, for starts that must fail: await `exited`).
 *
 * Options: env, entry ("npm start" | "next start"), bind (-H), readyPath ("/robots.txt"), timeoutMs (120 s),
 * output ("stderr": the server's stderr on ours; "capture": both streams kept for `output()`; "ignore"),
 * dataDir (a folder to use instead, kept at stop, seeded all the same; `seed: false` leaves it as it is). A
 * DATA_DIR in env is taken as it is, unseeded.
 */
export async function startSite(options = {}) {
  const {
    env = {},
    entry = "npm start",
    bind,
    readyPath = "/robots.txt",
    timeoutMs = 120_000,
    output = "stderr",
    seed = true,
  } = options;
  const port = options.port ?? (await freePort());
  // A DATA_DIR given in env is the caller's, used as it is; otherwise a temp folder of the site's own.
  const dataDir = options.dataDir ?? env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "marque-site-"));
  const ownDataDir = options.dataDir === undefined && env.DATA_DIR === undefined;
  if (seed && env.DATA_DIR === undefined)
    await seedDataDir(dataDir, async (dir) => (await databaseModule()).openPglite(dir));
  const [command, args] = ENTRIES[entry](port, bind);
  const child = spawn(command, args, {
    stdio: [
      "ignore",
      output === "capture" ? "pipe" : "ignore",
      output === "ignore" ? "ignore" : output === "capture" ? "pipe" : "inherit",
    ],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      TMPDIR: process.env.TMPDIR ?? tmpdir(),
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      LOG_LEVEL: "ERROR",
      DATA_DIR: dataDir,
      ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
    },
  });
  let text = "";
  child.stdout?.on("data", (chunk) => (text += chunk));
  child.stderr?.on("data", (chunk) => (text += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const host = (hub = "marque") => `${hub}.localhost:${port}`;
  const site = {
    port,
    child,
    dataDir,
    exited,
    host,
    origin: (hub) => `http://${host(hub)}`,
    output: () => text,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  track(child);
  if (readyPath === null) return site;
  const deadline = Date.now() + timeoutMs;
  while ((await probe(port, readyPath, host())) !== 200) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode} before answering\n${text}`);
    if (Date.now() > deadline) {
      await site.stop();
      throw new Error(`the site did not answer ${readyPath} on port ${port} within ${timeoutMs} ms\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return site;
}

/** `count` instances of the site at once, with the same options (one database: pass DATABASE_URL in env). */
export function startSites(count, options = {}) {
  return Promise.all(Array.from({ length: count }, () => startSite(options)));
}

/**
 * The site for a script (the bench's Lighthouse, `npm run og-images`): this process's variables plus `extraEnv`,
 * DATA_DIR under .data/; resolves to { port, stop }. `stop` resolves once the server has exited, and removes the
 * data folder unless the caller chose it (DATA_DIR in `extraEnv`).
 */
export async function startNext(extraEnv = {}) {
  const port = await freePort();
  const dataDir = extraEnv.DATA_DIR ?? `.data/script-${port}`;
  const site = await startSite({ port, env: { ...process.env, DATA_DIR: undefined, ...extraEnv }, dataDir });
  return {
    port,
    async stop() {
      await site.stop();
      if (extraEnv.DATA_DIR === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
