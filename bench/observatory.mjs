// The MDN HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind
// developer.mozilla.org/observatory) against the site as shipped: the
// nginx files in deploy/nginx, unchanged but for paths and the upstream's
// port, in front of the bench's `next start`, on 127.0.0.1:80 and :443 with
// a certificate made here by openssl for the four hub domains. The scanner
// follows http:// → https:// as a visitor does, so it needs the standard
// ports; when they are taken (or nginx, openssl or root is missing) the
// section says so and is skipped. The scanner (about 100 MB with its server's
// dependencies, and install scripts that fetch from the internet) is not a
// project dependency: the bench installs the pinned version once, without its
// install scripts, into a cache folder outside the project.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { nginxConfig } from "../tests/support/nginx-config.mjs";
import { shippedNginx } from "../tests/support/shipped-nginx.mjs";
import { NGINX, nginxAvailable } from "./nginx.mjs";
import { startProcess } from "./lib.mjs";

const { HUB_IDS, HUBS } = await import("../lib/hubs/registry.ts");
export const OBSERVATORY_DOMAINS = HUB_IDS.map((id) => HUBS[id].domain);
const SCANNER = "@mdn/mdn-http-observatory@1.4.8";
const SCANNER_DIR = process.env.OBSERVATORY_DIR ?? path.join(os.homedir(), ".cache", "marque-observatory-1.4.8");
const SCANNER_MODULE = path.join(SCANNER_DIR, "node_modules/@mdn/mdn-http-observatory");

/** The scanner's folder, installed on first use; null when it cannot be installed. */
function installScanner(log) {
  if (!existsSync(path.join(SCANNER_MODULE, "package.json"))) {
    log(`installing ${SCANNER} into ${SCANNER_DIR} (once, without install scripts)…`);
    try {
      execFileSync(
        "npm",
        ["install", "--prefix", SCANNER_DIR, "--no-audit", "--no-fund", "--no-save", "--ignore-scripts", SCANNER],
        { stdio: "ignore", timeout: 300_000 },
      );
    } catch {
      return null;
    }
  }
  // Its install script would fetch the HSTS preload list: an empty list stands in (no test host is preloaded).
  const preload = path.join(SCANNER_MODULE, "conf/hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  return SCANNER_MODULE;
}

/** Whether 127.0.0.1:`port` can be bound now. */
function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function openssl() {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function waitForHttps(deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (!(await portFree(443))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("nginx did not listen on 127.0.0.1:443");
}

/** { hosts: [{ host, grade, score, tests }] } or { skipped: reason }. */
export async function benchObservatory({ root, appPort, log }) {
  const reasons = [];
  if (!nginxAvailable()) reasons.push(`no nginx at ${NGINX}`);
  if (!openssl()) reasons.push("no openssl");
  if (!(await portFree(80)) || !(await portFree(443))) reasons.push("127.0.0.1:80 or :443 is taken");
  const scanner = reasons.length ? null : installScanner(log);
  if (!reasons.length && !scanner) reasons.push(`${SCANNER} could not be installed`);
  if (reasons.length) {
    log(`observatory skipped: ${reasons.join(", ")}`);
    return { skipped: reasons.join(", ") };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "marque-observatory-"));
  // nginx's workers run as an unprivileged user: they must reach the folder (shippedNginx makes its caches).
  chmodSync(dir, 0o755);
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const names = OBSERVATORY_DOMAINS.flatMap((d) => [d, `www.${d}`]);
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=marque-observatory",
    "-keyout", key, "-out", cert, "-addext", `subjectAltName=${names.map((n) => `DNS:${n}`).join(",")}`,
  ], { stdio: "ignore" }); // prettier-ignore
  // The shipped files as the deploy tests run them (tests/support/shipped-nginx.mjs), on the standard ports.
  const http = shippedNginx({ root, dir, httpPort: 80, httpsPort: 443, appPorts: [appPort], cert, key });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig({ dir, http }));
  execFileSync(NGINX, ["-t", "-c", conf, "-p", dir], { stdio: "pipe" });
  const nginx = startProcess(NGINX, ["-c", conf, "-p", dir]);
  try {
    await waitForHttps(10_000);
    const output = await new Promise((resolve, reject) => {
      const args = [path.join(root, "bench/observatory-scan.mjs"), scanner, ...OBSERVATORY_DOMAINS];
      const child = spawn(process.execPath, args, {
        cwd: root,
        env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      const timer = setTimeout(() => child.kill("SIGTERM"), 120_000);
      child.stdout.on("data", (d) => (out += d));
      child.on("error", reject);
      child.on("exit", () => {
        clearTimeout(timer);
        resolve(out);
      });
    });
    const hosts = output
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    for (const h of hosts) {
      if (h.error) log(`observatory ${h.host}: ${h.error}`);
      else
        log(
          `observatory ${h.host}: grade ${h.grade}, score ${h.score}; ${h.tests
            .filter((t) => t.score !== 0)
            .map((t) => `${t.result} ${t.score > 0 ? "+" : ""}${t.score}`)
            .join(", ")}`,
        );
    }
    return { hosts };
  } finally {
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The RESULTS.md section. */
export function observatoryMarkdown(o) {
  if (!o) return "";
  if (o.skipped) return `\n## MDN HTTP Observatory\n\nSkipped: ${o.skipped}.\n`;
  const rows = o.hosts.map((h) =>
    h.error
      ? `| ${h.host} | error | ${h.error} | |`
      : `| ${h.host} | ${h.grade} | ${h.score} | ${h.tests
          .filter((t) => t.score !== 0 || !t.pass)
          .map((t) => `${t.result} (${t.score > 0 ? "+" : ""}${t.score})`)
          .join(", ")} |`,
  );
  return [
    "",
    "## MDN HTTP Observatory",
    "",
    "`@mdn/mdn-http-observatory`'s scan of each hub's home page through the shipped nginx (deploy/nginx) in front of `next start`, on 127.0.0.1:80/443 with a test certificate. Goal: A+.",
    "",
    "| host | grade | score | tests that moved the score, or failed |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}
