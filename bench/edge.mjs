// The shipped edge: two standalone servers (the build's .next/standalone, as the systemd template
// unit runs them) on one PostgreSQL, behind the shipped nginx files (tests/support/shipped-nginx.mjs,
// a throwaway certificate). Per instance: the time from start to its first answer, and its resident
// memory idle, after 10,000 page requests and after 1,000 contact submissions. Then GET / through
// the proxy with a warm cache, against the same nginx serving the same bytes from a file over the
// same TLS, side by side in rounds.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startProcess } from "./lib.mjs";
import { NGINX, nginxAvailable } from "./nginx.mjs";
import { contactBody, formTokens } from "./contact.mjs";
import { nginxConfig } from "../tests/support/nginx-config.mjs";
import { shippedNginx } from "../tests/support/shipped-nginx.mjs";
import { startPostgres } from "../tests/support/postgres-server.mjs";
import { migrateDatabase } from "../scripts/lib/database.mjs";

const SECRETS = {
  ADMIN_ACCESS_CODE: "bench-edge-admin-code-5521",
  ADMIN_SESSION_SECRET: "bench-edge-admin-session-secret-0123456789abcdef",
  FORM_TOKEN_SECRET: "bench-edge-form-token-secret-0123456789abcdef",
  USER_SESSION_SECRET: "bench-edge-user-session-secret-0123456789abcdef",
};
const { HUB_IDS, HUBS: REGISTRY } = await import("../lib/hubs/registry.ts");
/** Each hub's domain. */
const HUBS = Object.fromEntries(HUB_IDS.map((id) => [id, REGISTRY[id].domain]));
const PAGES = ["/", "/pricing", "/about", "/faq", "/contact", "/demo", "/terms", "/privacy"];

/** Resident memory of a process, in MB (/proc). */
function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Milliseconds from spawn to the first HTTP answer of any status. */
async function firstAnswer(port, startedAt, timeoutMs = 60_000) {
  while (Date.now() - startedAt < timeoutMs) {
    try {
      await fetch(`http://127.0.0.1:${port}/robots.txt`, { signal: AbortSignal.timeout(1_000) });
      return Date.now() - startedAt;
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  throw new Error(`instance on ${port} did not answer`);
}

async function healthy(port) {
  for (let i = 0; i < 300; i++) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance on ${port} never healthy`);
}

/** `amount` page GETs straight to one instance, every page of every hub in turn. */
async function pageRequests(port, amount) {
  let n = 0;
  const hubs = Object.keys(HUBS);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 16,
    amount,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          return { ...req, path: PAGES[i % PAGES.length], headers: { host: `${hubs[i % hubs.length]}.localhost` } };
        },
      },
    ],
  });
  return { total: result.requests.total, non2xx: result.non2xx, errors: result.errors };
}

/** `amount` contact submissions straight to one instance, each with its own form token. */
async function contactRequests(port, amount, run) {
  const origin = `http://127.0.0.1:${port}`;
  const headers = { host: `percytech.localhost:${port}`, "content-type": "application/json" };
  const tokens = await formTokens(origin, headers, amount);
  await new Promise((r) => setTimeout(r, 3_100)); // a form younger than 3 s is refused
  let n = 0;
  const result = await autocannon({
    url: `${origin}/api/contact`,
    connections: 16,
    amount,
    timeout: 60,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const i = n++;
          return {
            ...req,
            headers: { ...headers, "x-forwarded-for": `10.9.${(i >> 8) & 255}.${i & 255}` },
            body: JSON.stringify(contactBody(`${run}-${port}`, i, tokens[i])),
          };
        },
      },
    ],
  });
  return { total: result.requests.total, created: result["2xx"], non2xx: result.non2xx };
}

export async function benchEdge({ root, quick = false, log }) {
  if (!nginxAvailable()) return { skipped: "nginx not installed" };
  const pages = quick ? 1_000 : 10_000;
  const contacts = quick ? 100 : 1_000;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "marque-edge-"));
  chmodSync(tmp, 0o755);
  const db = await startPostgres();
  const stops = [];
  try {
    await migrateDatabase(db.url);
    const instances = [];
    for (const port of [await freePort(), await freePort()]) {
      const startedAt = Date.now();
      const server = startProcess(process.execPath, ["server.js"], {
        cwd: path.join(root, ".next/standalone"),
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? "",
          NODE_ENV: "production",
          HOSTNAME: "127.0.0.1", // as the systemd units
          PORT: String(port),
          DATA_DIR: path.join(tmp, `data-${port}`),
          DATABASE_URL: db.url,
          RATE_LIMIT_RELAXED: "1",
          LOG_LEVEL: "ERROR",
          NEXT_TELEMETRY_DISABLED: "1",
          ...SECRETS,
        },
      });
      stops.push(server.stop);
      const startMs = await firstAnswer(port, startedAt);
      await healthy(port);
      instances.push({ port, pid: server.child.pid, startMs });
      log(`edge: instance on ${port} answered ${startMs} ms after start`);
    }
    await new Promise((r) => setTimeout(r, 2_000));
    const run = `edge${Date.now().toString(36)}`;
    for (const instance of instances) {
      instance.rssIdleMb = rssMb(instance.pid);
      instance.pages = await pageRequests(instance.port, pages);
      instance.rssAfterPagesMb = rssMb(instance.pid);
      instance.contacts = await contactRequests(instance.port, contacts, run);
      instance.rssAfterContactsMb = rssMb(instance.pid);
      log(
        `edge: instance ${instance.port}: RSS ${instance.rssIdleMb} MB idle, ${instance.rssAfterPagesMb} MB after ${pages} pages, ${instance.rssAfterContactsMb} MB after ${contacts} contacts`,
      );
    }

    // The shipped nginx in front of both, and beside it the same nginx serving the home page's bytes.
    const cert = path.join(tmp, "cert.pem");
    const key = path.join(tmp, "key.pem");
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=marque-bench",
      "-keyout", key, "-out", cert, "-addext", `subjectAltName=${Object.values(HUBS).map((d) => `DNS:${d}`).join(",")}`,
    ], { stdio: "ignore" }); // prettier-ignore
    const dir = path.join(tmp, "nginx");
    mkdirSync(path.join(dir, "www"), { recursive: true });
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, "www"), 0o755);
    const httpsPort = await freePort();
    const directPort = await freePort();
    const http = `${shippedNginx({ dir, httpPort: await freePort(), httpsPort, appPorts: instances.map((i) => i.port), cert, key, root })}
server {
    listen 127.0.0.1:${directPort} ssl http2;
    server_name marquetext.com;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    root ${dir}/www;
    location / { default_type text/html; try_files /index.html =404; }
}
`;
    writeFileSync(path.join(dir, "nginx.conf"), nginxConfig({ dir, workers: 2, connections: 1024, http }));
    const nginx = startProcess(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir]);
    stops.push(nginx.stop);
    const proxyUrl = `https://127.0.0.1:${httpsPort}/`;
    const directUrl = `https://127.0.0.1:${directPort}/`;
    let home = null;
    for (let i = 0; i < 100 && !home; i++) {
      await new Promise((r) => setTimeout(r, 100));
      home = await proxyGet(httpsPort).catch(() => null);
    }
    if (!home) throw new Error("the shipped nginx did not answer");
    writeFileSync(path.join(dir, "www/index.html"), home.body);
    chmodSync(path.join(dir, "www/index.html"), 0o644);
    const warm = await proxyGet(httpsPort);
    const common = { host: "marquetext.com", connections: 32, duration: quick ? 2 : 5 };
    const rounds = quick ? 1 : 5;
    const proxyRuns = [];
    const directRuns = [];
    for (let round = 0; round < rounds; round++) {
      proxyRuns.push(await loadTls(proxyUrl, common));
      directRuns.push(await loadTls(directUrl, common));
      log(
        `edge round ${round + 1}: proxy ${proxyRuns.at(-1).requestsPerSecond} req/s, direct ${directRuns.at(-1).requestsPerSecond} req/s`,
      );
    }
    const ratios = proxyRuns.map((p, i) => p.requestsPerSecond / directRuns[i].requestsPerSecond).sort((a, b) => a - b);
    return {
      instances: instances.map(
        ({ port, startMs, rssIdleMb, rssAfterPagesMb, rssAfterContactsMb, pages: p, contacts: c }) => ({
          port,
          startMs,
          rssIdleMb,
          rssAfterPagesMb,
          rssAfterContactsMb,
          pages: p,
          contacts: c,
        }),
      ),
      pageRequests: pages,
      contactSubmissions: contacts,
      homeBytes: home.body.length,
      warmCacheStatus: warm.xCache,
      proxy: { runs: proxyRuns.map((r) => r.requestsPerSecond), non2xx: proxyRuns.reduce((a, r) => a + r.non2xx, 0) },
      direct: {
        runs: directRuns.map((r) => r.requestsPerSecond),
        non2xx: directRuns.reduce((a, r) => a + r.non2xx, 0),
      },
      ratio: ratios[Math.floor(ratios.length / 2)],
      ratios,
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
    await db.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** One GET / through the shipped proxy as marquetext.com: its body and X-Cache. */
async function proxyGet(port) {
  const { request } = await import("node:https");
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/",
        servername: "marquetext.com",
        rejectUnauthorized: false,
        headers: { host: "marquetext.com" },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          res.statusCode === 200
            ? resolve({ body: Buffer.concat(chunks), xCache: res.headers["x-cache"] ?? null })
            : reject(new Error(`GET / through the proxy: ${res.statusCode}`)),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** autocannon over TLS with the hub's name as SNI and Host (an address as SNI gets no certificate). */
async function loadTls(url, { host, connections, duration }) {
  const result = await autocannon({ url, connections, duration, servername: host, headers: { host } });
  return { requestsPerSecond: Math.round(result.requests.average), non2xx: result.non2xx + result.errors };
}

/** The edge section of RESULTS.md. */
export function edgeMarkdown(edge) {
  if (!edge || edge.skipped)
    return edge?.skipped ? `\n## Edge (nginx + two servers)\n\nSkipped: ${edge.skipped}.\n` : "";
  const rows = edge.instances
    .map(
      (i) =>
        `| ${i.port} | ${i.startMs} ms | ${i.rssIdleMb} MB | ${i.rssAfterPagesMb} MB | ${i.rssAfterContactsMb} MB | ${i.pages.non2xx + i.pages.errors} | ${i.contacts.created} of ${i.contacts.total} |`,
    )
    .join("\n");
  return `
## Edge (shipped nginx, two servers, one PostgreSQL)

| instance | start to first answer | RSS idle | after ${edge.pageRequests} pages | after ${edge.contactSubmissions} contacts | page errors | contacts stored (201) |
|---|---|---|---|---|---|---|
${rows}

GET / (${(edge.homeBytes / 1024).toFixed(1)} KB) through the shipped proxy with a warm cache (X-Cache ${edge.warmCacheStatus}) vs the same nginx serving the same bytes from a file, same TLS: **${edge.ratio.toFixed(2)}×** median of rounds (${edge.ratios.map((x) => x.toFixed(2)).join(", ")}); proxy ${edge.proxy.runs.join(", ")} req/s, direct ${edge.direct.runs.join(", ")} req/s.
`;
}
