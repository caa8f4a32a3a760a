// This site as it was at an earlier commit, built and started beside the
// current one so the bench can measure both in the same run ("before and
// after"). The commit's files are exported with `git archive` (no worktree is
// registered), its dependencies are this checkout's node_modules hard-linked
// (no bytes copied), and it is built and started by its own package.json
// scripts. The build is kept in <tmpdir>/marque-bench/at-<sha> and reused.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startProcess, waitForHttp } from "./lib.mjs";

/** Builds `ref` once; resolves to { dir, sha }. */
export function buildAtRef(root, ref, { log = () => {} } = {}) {
  const sha = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { cwd: root, encoding: "utf8" }).trim();
  const dir = path.join(os.tmpdir(), "marque-bench", `at-${sha.slice(0, 12)}`);
  const marker = path.join(dir, "built.txt");
  if (existsSync(marker)) return { dir, sha };
  log(`building ${ref} (${sha.slice(0, 7)}) in ${dir}…`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync("git", ["archive", "--format=tar", sha], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  execFileSync("npm", ["run", "build"], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(marker, sha);
  return { dir, sha };
}

/**
 * Starts a build made by `buildAtRef` the way its `npm start` would (`next start`
 * or `node server.mjs`), run directly so its PID is the server's; on an
 * empty embedded database of its own. Resolves to { port, stop }.
 */
export async function startAtRef(dir) {
  const start = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).scripts.start.split(/\s+/);
  const [command, ...args] = start;
  const bin = command === "node" ? process.execPath : path.join(dir, "node_modules/.bin", command);
  const port = await freePort();
  const data = mkdtempSync(path.join(os.tmpdir(), "marque-bench-ref-"));
  const server = startProcess(bin, [...args, "-p", String(port)], {
    cwd: dir,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      DATA_DIR: data,
      LOG_LEVEL: "ERROR",
      RATE_LIMIT_RELAXED: "1",
    },
  });
  const stop = async () => {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}/robots.txt`);
  } catch (error) {
    await stop();
    throw new Error(`${dir} did not start: ${server.output().slice(-2000)}`, { cause: error });
  }
  return { port, stop };
}
