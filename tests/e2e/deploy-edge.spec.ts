import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, realpathSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { Agent, request as httpsRequest } from "node:https";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Sql } from "postgres";
import { expect, test } from "@playwright/test";
import { signToken } from "../../lib/security/signed-token";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { HUB_IDS, HUBS, type HubId } from "../../lib/hubs/registry";
import { freePort } from "../support/next-server.mjs";
import { nginxConfig } from "../support/nginx-config.mjs";
import { shippedNginx } from "../support/shipped-nginx.mjs";
import { startPostgres, type PostgresServer } from "../support/postgres-server.mjs";
import { unitEnvironment } from "../support/systemd-unit";
import { migrateDatabase, openPostgres } from "../../scripts/lib/database.mjs";
import {
  installRelease,
  prerenderedPages,
  readBuildId,
  rollingRestart,
  warmCache,
  writeBuildIdConf,
} from "../../scripts/deploy.mjs";
import { h1Texts, markupText, marketingPages } from "./marketing-pages";

/**
 * The shipped edge, as on a server: the nginx files under deploy/nginx (a test certificate, loopback
 * ports) in front of two standalone servers (started with deploy/systemd/marque@.service's Environment=
 * lines) from a release folder, on one PostgreSQL. The deploy steps are scripts/deploy.mjs's own
 * functions: install a release, restart the servers one at a time on /api/health, write nginx's
 * build-id include and reload nginx, warm the cache. The "rebuild" is a second release: the first
 * one's files hard-linked, with another BUILD_ID and one changed page.
 */
const ROOT = process.cwd();
const SECRETS = {
  ADMIN_ACCESS_CODE: "edge-e2e-admin-code-5521",
  ADMIN_SESSION_SECRET: "edge-e2e-admin-session-secret-0123456789abcdef",
  FORM_TOKEN_SECRET: "edge-e2e-form-token-secret-0123456789abcdef",
  USER_SESSION_SECRET: "edge-e2e-user-session-secret-0123456789abcdef",
};
const NEW_TEXT = "Prices checked again in the second build";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Instance {
  name: string;
  port: number;
  child?: ChildProcess;
}

let dir = "";
let home = "";
let httpsPort = 0;
let ca = "";
let agent: Agent;
let db: PostgresServer;
let sql: Sql;
let nginx: ChildProcess | undefined;
let instances: Instance[] = [];
let releaseB = "";

const hardLinkCopy = (from: string, to: string) => execFileSync("cp", ["-al", from, to]);

/** Replace a file of a hard-linked copy without touching the copy it shares its inode with. */
function rewrite(file: string, text: string) {
  unlinkSync(file);
  writeFileSync(file, text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function call(
  hub: HubId,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const name = HUBS[hub].domain;
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        port: httpsPort,
        servername: name,
        ca,
        agent,
        method,
        path: pathname,
        timeout: 30_000,
        headers: { host: name, ...(body ? { "content-length": Buffer.byteLength(body) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

/** Start an instance from the current release, as `systemctl restart marque@PORT` would. */
function start(instance: Instance) {
  const unit = unitEnvironment("marque@.service", instance.port);
  instance.child = spawn(process.execPath, ["server.js"], {
    cwd: realpathSync(path.join(home, "current")),
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      ...unit,
      DATA_DIR: path.join(dir, `data-${instance.port}`),
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "ERROR",
      DATABASE_URL: db.url,
      RATE_LIMIT_RELAXED: "1",
      ...SECRETS,
    },
  });
}

async function stop(instance: Instance) {
  const child = instance.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function restart(instance: Instance) {
  await stop(instance);
  start(instance);
}

/** nginx re-reads its files (systemctl reload nginx); the cache stays. */
function reloadNginx() {
  process.kill(nginx!.pid!, "SIGHUP");
}

function contactBody(email: string): string {
  const iat = Date.now() - 10_000;
  const formToken = signToken(
    { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `edge-${email}` },
    SECRETS.FORM_TOKEN_SECRET,
  );
  return JSON.stringify({
    firstName: "Edge",
    lastName: "Check",
    email,
    phone: "",
    company: "",
    message: "Sent while the servers restart",
    emailSignup: false,
    smsSignup: false,
    website: "",
    consentVersion: CURRENT_CONSENT_VERSION,
    formToken,
  });
}

const json = (hub: HubId) => ({ "content-type": "application/json", origin: `https://${HUBS[hub].domain}` });

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const standalone = path.join(ROOT, ".next/standalone");
  expect(readBuildId(standalone), "npm run build:test first").toBeTruthy();
  dir = mkdtempSync(path.join(tmpdir(), "deploy-edge-"));
  chmodSync(dir, 0o755);
  home = path.join(dir, "opt-marque");

  // Release A is this build; release B the same with another build id and a changed pricing page.
  const a = installRelease({ standalone, home, copy: hardLinkCopy });
  releaseB = path.join(dir, "build-b");
  hardLinkCopy(standalone, releaseB);
  // What a server wrote into the build it ran from (deploy-nginx runs this one in place) is not part of a new build:
  // Next copies each prerendered page it serves into route-cache/ and serves that copy from then on.
  rmSync(path.join(releaseB, ".next/server/route-cache"), { recursive: true, force: true });
  rewrite(path.join(releaseB, ".next/BUILD_ID"), `${a.buildId}-b`);
  const pricing = path.join(releaseB, ".next/server/app/marque/pricing.html");
  const html = readFileSync(pricing, "utf8");
  expect(html).toContain("</h1>");
  rewrite(pricing, html.replace("</h1>", `</h1><p>${NEW_TEXT}</p>`));

  db = await startPostgres();
  await migrateDatabase(db.url);
  sql = (await openPostgres(db.url, { max: 2 })).sql;
  instances = [await freePort(), await freePort()].map((port) => ({ name: `marque@${port}`, port }));
  for (const instance of instances) start(instance);

  const names = HUB_IDS.flatMap((id) => [HUBS[id].domain, `www.${HUBS[id].domain}`]);
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=marque-edge-test",
    "-keyout", key, "-out", cert, "-addext", `subjectAltName=${names.map((n) => `DNS:${n}`).join(",")}`,
  ], { stdio: "ignore" }); // prettier-ignore
  ca = readFileSync(cert, "utf8");
  agent = new Agent({ keepAlive: true, maxSockets: 16 });
  httpsPort = await freePort();
  const http = shippedNginx({
    dir,
    httpPort: await freePort(),
    httpsPort,
    appPorts: instances.map((i) => i.port),
    cert,
    key,
  });
  writeBuildIdConf(path.join(dir, "marque-build-id.conf"), a.buildId);
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig({ dir, workers: 1, connections: 512, http }));
  execFileSync("/usr/sbin/nginx", ["-t", "-q", "-c", conf, "-p", dir], { stdio: "pipe" });
  nginx = spawn("/usr/sbin/nginx", ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  await Promise.all(
    instances.map((i) =>
      until(async () => (await fetch(`http://127.0.0.1:${i.port}/api/health`)).status === 200, "health", 60_000),
    ),
  );
  await until(async () => (await call("marque", "GET", "/robots.txt")).status === 200, "nginx");
});

test.afterAll(async () => {
  agent?.destroy();
  await Promise.all(instances.map(stop));
  nginx?.kill("SIGTERM");
  await sql?.end({ timeout: 5 });
  await db?.stop();
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a page's second request is a cache hit; admin pages, API answers and session requests never are", async () => {
  const first = await call("percytech", "GET", "/about");
  expect(first.status).toBe(200);
  expect(first.headers["cache-control"]).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
  const second = await call("percytech", "GET", "/about");
  expect(second.headers["x-cache"]).toBe("HIT");
  expect(second.body).toBe(first.body);
  // The RSC payload of the same path is its own entry, never the HTML.
  const rsc = await call("percytech", "GET", "/about", { rsc: "1" });
  expect(rsc.headers["x-cache"]).not.toBe("HIT");
  expect(rsc.body).not.toBe(first.body);

  for (let i = 0; i < 2; i++) {
    // The sign-in page, from a server bound as the unit says, behind nginx's X-Forwarded-Proto.
    const admin = await call("percytech", "GET", "/admin");
    expect(admin.status).toBe(200);
    expect(admin.headers["cache-control"]).toMatch(/private/);
    expect(admin.headers["x-cache"]).toBeUndefined();
    const api = await call("percytech", "GET", "/api/form-token");
    expect(api.status).toBe(200);
    expect(api.headers["x-cache"]).toBeUndefined();
    expect(api.headers["cache-control"]).toBe("private, no-store");
    for (const cookie of ["admin_session=anything", "user_session=anything", "preferredHub=percymd"]) {
      const withCookie = await call("percytech", "GET", "/about", { cookie });
      expect(withCookie.status, cookie).toBe(200);
      expect(withCookie.headers["x-cache"], cookie).toBe("BYPASS");
    }
  }
});

test("a client program page through nginx paints from its document, is never cached, and has its own nonce each time", async () => {
  const answers = [await call("marque", "GET", "/clients/donsbt"), await call("marque", "GET", "/clients/donsbt")];
  const nonces = answers.map((answer) => {
    expect(answer.status).toBe(200);
    expect(answer.headers["x-cache"]).not.toBe("HIT");
    expect(answer.headers["cache-control"]).toMatch(/no-store/);
    expect(answer.body).toContain("Text ");
    // Stylesheet inlined, no chunk script for the parser: the loader adds them after the first paint.
    expect(answer.body).toMatch(/<style data-precedence="[^"]*" data-inlined-href=/);
    expect(answer.body).not.toMatch(/<script src="\/_next\/static\/[^"]+" [^>]*async/);
    const policy = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
    expect(answer.body).toContain(`data-after-first-paint=`);
    expect(answer.body).toMatch(
      new RegExp(`<script data-after-first-paint="[^"]+" [^>]*nonce="${escapeRegExp(policy ?? "-")}">`),
    );
    return policy;
  });
  expect(nonces[0]).not.toBe(nonces[1]);
  const zipped = await call("percymd", "GET", "/clients/donsbt", { "accept-encoding": "gzip" });
  expect(zipped.headers["content-encoding"]).toBe("gzip");
});

test("any method but GET and HEAD on a static file answers 405 with Allow", async () => {
  const home = await call("marque", "GET", "/");
  const asset = /\/_next\/static\/[^"']+\.(?:css|js)/.exec(home.body)![0];
  expect((await call("marque", "GET", asset)).status).toBe(200);
  expect((await call("marque", "GET", "/icon.svg")).status).toBe(200);
  for (const pathname of [asset, "/icon.svg"]) {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const answer = await call("marque", method, pathname, {}, method === "POST" ? "x" : undefined);
      expect(answer.status, `${method} ${pathname}`).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
    }
  }
});

test("a rolling restart onto a new build under load: no page fails, every acknowledged contact is stored", async () => {
  let loading = true;
  const failures: string[] = [];
  let pages = 0;
  const acknowledged: string[] = [];
  const refused: { email: string; status: number }[] = [];
  // Each loop starts a request at most every PACE_MS: about 100 a second in all, through both restarts, so requests
  // are in flight whenever a server stops. Unpaced, the loops sent about 440 a second on 2 cores, CPU the rest of the
  // suite shares, and proved nothing more.
  const PACE_MS = 40;
  const paced = async (send: (i: number) => Promise<void>) => {
    for (let i = 0; loading; i++) {
      const started = Date.now();
      await send(i);
      await new Promise((r) => setTimeout(r, Math.max(0, started + PACE_MS - Date.now())));
    }
  };
  const pageLoop = (k: number) =>
    paced(async (i) => {
      const hub = HUB_IDS[(i + k) % HUB_IDS.length];
      // Every third one is a new URL: a cache miss that must reach a server.
      const pathname = i % 3 === 0 ? `/faq?load=${k}-${i}` : "/pricing";
      const answer = await call(hub, "GET", pathname).catch((e: Error) => ({ status: 0, body: e.message }));
      pages++;
      if (answer.status !== 200) failures.push(`${hub} ${pathname}: ${answer.status} ${answer.body.slice(0, 80)}`);
    });
  const contactLoop = () =>
    paced(async (n) => {
      const email = `rolling-${n}@example.com`;
      const answer = await call("percymd", "POST", "/api/contact", json("percymd"), contactBody(email)).catch(() => ({
        status: 0,
      }));
      if (answer.status === 201) acknowledged.push(email);
      else refused.push({ email, status: answer.status });
    });
  const load = Promise.all([0, 1, 2, 3].map(pageLoop).concat(contactLoop()));
  await new Promise((r) => setTimeout(r, 500));

  installRelease({ standalone: releaseB, home, copy: hardLinkCopy });
  await rollingRestart({ instances, restart });
  await new Promise((r) => setTimeout(r, 500));
  loading = false;
  await load;

  test.info().annotations.push({
    type: "load",
    description: `${pages} page requests, ${acknowledged.length} contacts stored, refused: ${refused.map((r) => r.status).join(", ") || "none"}`,
  });
  expect(failures).toEqual([]);
  expect(pages).toBeGreaterThan(100);
  expect(acknowledged.length).toBeGreaterThan(10);
  const stored = await sql`select email from leads where email = any(${acknowledged})`;
  expect(stored.map((r) => r.email as string).sort()).toEqual([...acknowledged].sort());
  // A submission caught by the restart is refused plainly, never a 500 (nginx never sends a POST twice),
  // and the refusal is true: nothing of it was stored.
  for (const { status } of refused) expect([502, 503]).toContain(status);
  const refusedStored = await sql`select email from leads where email = any(${refused.map((r) => r.email)})`;
  expect(refusedStored).toHaveLength(0);
});

test("the deploy's build-id include keys the cache to the new build: the changed page is served", async () => {
  // Until then the cache still answers with the old build's copy.
  const old = await call("marque", "GET", "/pricing");
  expect(old.headers["x-cache"]).toBe("HIT");
  expect(old.body).not.toContain(NEW_TEXT);

  writeBuildIdConf(path.join(dir, "marque-build-id.conf"), readBuildId(releaseB));
  reloadNginx();
  await until(async () => (await call("marque", "GET", "/pricing")).body.includes(NEW_TEXT), "the new page");
  const again = await call("marque", "GET", "/pricing");
  expect(again.headers["x-cache"]).toBe("HIT");
  expect(again.body).toContain(NEW_TEXT);
});

test("with both servers down, every marketing page of every hub still answers from the cache, the contact form says nothing was sent", async () => {
  const current = realpathSync(path.join(home, "current"));
  expect(
    await warmCache({
      pages: prerenderedPages(current, HUB_IDS),
      domains: Object.fromEntries(HUB_IDS.map((id) => [id, HUBS[id].domain])),
      port: httpsPort,
      ca,
    }),
  ).toEqual([]);
  await Promise.all(instances.map(stop));

  for (const hub of HUB_IDS) {
    // Client program pages are rendered per request (each with its own CSP nonce), so never cached: not here.
    for (const page of marketingPages(hub).filter((p) => !/^\/(clients\/|donsbt$)/.test(p.path))) {
      const answer = await call(hub, "GET", page.path);
      expect(answer.status, `${hub} ${page.path}`).toBe(200);
      expect(h1Texts(answer.body), `${hub} ${page.path}`).toEqual([page.h1]);
      const text = markupText(answer.body);
      for (const snippet of page.text) expect(text, `${hub} ${page.path}: ${snippet}`).toContain(snippet);
    }

    const viaScript = await call(hub, "POST", "/api/contact", json(hub), contactBody(`down-${hub}@example.com`));
    expect(viaScript.status).toBe(503);
    expect(viaScript.headers["content-type"]).toContain("application/json");
    const error = (JSON.parse(viaScript.body) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe("API_SERVER_ERROR");
    expect(error.message).toContain("Nothing was sent");

    const form = await call(
      hub,
      "POST",
      "/api/contact",
      { "content-type": "application/x-www-form-urlencoded", origin: `https://${HUBS[hub].domain}` },
      "firstName=Edge&lastName=Check&email=form%40example.com",
    );
    expect(form.status).toBe(503);
    expect(form.headers["content-type"]).toContain("text/html");
    expect(form.body).toContain("Your message was not sent");
    expect(form.body).toContain(HUBS[hub].name);
    expect(form.body).toContain(HUBS[hub].supportEmail);

    // A page never cached: the hub's own error page, not nginx's.
    const uncached = await call(hub, "GET", "/pricing?never-cached=1");
    expect(uncached.status).toBe(503);
    expect(uncached.body).toContain(`data-hub="${hub}"`);
    expect(uncached.body).toContain(HUBS[hub].supportEmail);
    expect(uncached.body).toContain("prefers-color-scheme: dark");
  }
  const leads = await sql`select count(*)::int as n from leads where email like 'down-%'`;
  expect(leads[0].n).toBe(0);
});
