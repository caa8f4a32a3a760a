/**
 * A throwaway PostgreSQL server for tests and the benchmark: initdb in a temp
 * folder, `postgres` on a free loopback port, stopped by its own PID.
 *
 * Uses Debian's `postgresql` package (`apt-get install -y postgresql`). The
 * server refuses to run as root, so as root every command runs as the
 * `postgres` user.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./next-server.mjs";

/** The newest installed PostgreSQL's bin folder, or null when none is installed. */
export function postgresBinDir() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], "bin") : null;
}

function asPostgresUser(bin, args, options = {}) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const [command, commandArgs] = isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return spawnSync(command, commandArgs, { encoding: "utf8", ...options });
}

function chownToPostgres(path) {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  chownSync(path, uid, gid);
}

/**
 * Start a PostgreSQL server with one database, `test`, owned by `postgres`
 * (trust auth on loopback). Resolves to `{ url, port, dir, pid, stop, pause, resume }`.
 */
export async function startPostgres({ database = "test" } = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  const dir = mkdtempSync(join(tmpdir(), "marque-pg-"));
  chownToPostgres(dir);
  const data = join(dir, "data");
  const port = await freePort();

  const init = asPostgresUser(join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);

  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  const run = () => {
    const start = asPostgresUser(join(bin, "pg_ctl"), [
      "-D",
      data,
      "-o",
      options,
      "-l",
      join(dir, "log"),
      "-w",
      "start",
    ]);
    if (start.status !== 0) {
      const log = existsSync(join(dir, "log")) ? readFileSync(join(dir, "log"), "utf8") : "";
      throw new Error(`pg_ctl start failed: ${start.stderr || start.stdout}\n${log}`);
    }
    return Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  };
  let pid = run();

  const create = asPostgresUser(join(bin, "createdb"), [
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "-U",
    "postgres",
    database,
  ]);
  if (create.status !== 0) throw new Error(`createdb failed: ${create.stderr || create.stdout}`);

  /** Fast shutdown of the running server, waiting until its process is gone. */
  const halt = async () => {
    try {
      process.kill(pid, "SIGINT");
    } catch {
      return; // already gone
    }
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        process.kill(pid, 0);
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  let stopped = false;
  let paused = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", killAtExit);
    await halt();
    rmSync(dir, { recursive: true, force: true });
  };
  /** Take the server down, keeping its data, as an outage would. */
  const pause = async () => {
    paused = true;
    await halt();
  };
  /** Bring a paused server back on the same port with the same data. */
  const resume = async () => {
    if (!paused || stopped) return;
    pid = run();
    paused = false;
  };
  // Killed with this process if it was never stopped; the hook goes with the stop, so many servers started and
  // stopped in one process do not pile hooks up.
  const killAtExit = () => {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  process.once("exit", killAtExit);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    dir,
    get pid() {
      return pid;
    },
    stop,
    pause,
    resume,
  };
}
