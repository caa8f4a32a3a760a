import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signToken } from "../../lib/security/signed-token";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { HUB_IDS, HUBS } from "../../lib/hubs/registry";
import { freePort } from "../support/next-server.mjs";
import { nginxConfig } from "../support/nginx-config.mjs";
import { shippedNginx } from "../support/shipped-nginx.mjs";
import { unitEnvironment } from "../support/systemd-unit";

/**
 * The own-server recipe as shipped: the standalone server (.next/standalone/server.js, started with the
 * systemd unit's Environment= lines) behind a real nginx running the files in deploy/nginx/ unchanged except
 * for ports, certificate paths, the upstream port and folders. The certificate is made here with openssl for
 * the four hub domains and their www. names; requests go to loopback with each hub's real name (SNI and Host).
 */
const ROOT = process.cwd();
const ADMIN_CODE = "deploy-e2e-admin-code-5521";
const FORM_SECRET = "deploy-e2e-form-token-secret-0123456789abcdef";
const TWILIO_TOKEN = "deploy-e2e-twilio-auth-token-0123456789";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let dir = "";
let httpPort = 0;
let httpsPort = 0;
let ca = "";
let server: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let serverErr = "";

/** One request to loopback as `name` (SNI and Host), over HTTPS (checked against our CA) or plain HTTP. */
function call(
  scheme: "http" | "https",
  name: string,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: "127.0.0.1",
      port: scheme === "https" ? httpsPort : httpPort,
      method,
      path: pathname,
      headers: {
        host: name,
        connection: "close",
        ...(body ? { "content-length": Buffer.byteLength(body) } : {}),
        ...headers,
      },
      ...(scheme === "https" ? { servername: name, ca } : {}),
    };
    const req = (scheme === "https" ? httpsRequest : httpRequest)(options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up\n${serverErr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  expect(existsSync(".next/standalone/server.js"), "npm run build (output: standalone) first").toBe(true);
  dir = mkdtempSync(path.join(tmpdir(), "deploy-e2e-"));
  // nginx's workers run as an unprivileged user when the test runs as root: they must reach the cache.
  chmodSync(dir, 0o755);
  const names = HUB_IDS.flatMap((id) => [HUBS[id].domain, `www.${HUBS[id].domain}`]);
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=marque-deploy-test",
    "-keyout", key, "-out", cert, "-addext", `subjectAltName=${names.map((n) => `DNS:${n}`).join(",")}`,
  ], { stdio: "ignore" }); // prettier-ignore
  ca = readFileSync(cert, "utf8");

  const appPort = await freePort();
  httpPort = await freePort();
  httpsPort = await freePort();
  const unit = unitEnvironment("marque.service");
  expect(unit.HOSTNAME).toBe("127.0.0.1");
  server = spawn(process.execPath, ["server.js"], {
    cwd: path.join(ROOT, ".next/standalone"),
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      ...unit,
      PORT: String(appPort),
      DATA_DIR: path.join(dir, "data"),
      NEXT_TELEMETRY_DISABLED: "1",
      ADMIN_ACCESS_CODE: ADMIN_CODE,
      ADMIN_SESSION_SECRET: "deploy-e2e-admin-session-secret-0123456789abcdef",
      FORM_TOKEN_SECRET: FORM_SECRET,
      TWILIO_ACCOUNT_SID: "ACdeploytest",
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: "http://127.0.0.1:9",
      RATE_LIMIT_RELAXED: "0",
    },
  });
  server.stderr?.on("data", (d) => (serverErr += d));
  const conf = path.join(dir, "nginx.conf");
  // The embedded single-server mode: one upstream line (tests/support/shipped-nginx.mjs changes only ports and paths).
  writeFileSync(
    conf,
    nginxConfig({ dir, http: shippedNginx({ dir, httpPort, httpsPort, appPorts: [appPort], cert, key }) }),
  );
  execFileSync("/usr/sbin/nginx", ["-t", "-c", conf, "-p", dir], { stdio: "pipe" });
  nginx = spawn("/usr/sbin/nginx", ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  // Up is what the deploy waits for: /api/health answers 200 only once the database has opened and migrated.
  // A first start answers robots.txt before that.
  await waitFor(
    async () => (await call("https", "marquetext.com", "GET", "/api/health")).status === 200,
    "nginx → server",
  );
});

test.afterAll(async () => {
  nginx?.kill("SIGTERM");
  server?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the server listens on loopback only, as the systemd unit says", async () => {
  const appPort = Number(/server 127\.0\.0\.1:(\d+)\b/.exec(readFileSync(path.join(dir, "nginx.conf"), "utf8"))![1]);
  const listening = readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[3] === "0A" && parseInt(cols[1]?.split(":")[1] ?? "", 16) === appPort)
    .map((cols) => cols[1].split(":")[0]);
  expect(listening).toEqual(["0100007F"]); // 127.0.0.1, little-endian
});

for (const id of HUB_IDS) {
  const domain = HUBS[id].domain;

  test(`${domain}: HTTP and www. go to https://${domain}, and the hub answers with its security headers`, async () => {
    for (const name of [domain, `www.${domain}`]) {
      const plain = await call("http", name, "GET", "/pricing?x=1");
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe(`https://${domain}/pricing?x=1`);
    }
    const www = await call("https", `www.${domain}`, "GET", "/pricing");
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(`https://${domain}/pricing`);

    const home = await call("https", domain, "GET", "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain(`data-hub="${id}"`);
    expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(home.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.headers["x-frame-options"]).toBe("DENY");
    expect(home.headers["referrer-policy"]).toBeTruthy();
    expect(home.headers["x-powered-by"]).toBeUndefined();
    // nginx's $request_id reaches the app and comes back.
    expect(home.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);

    const asset = /\/_next\/static\/[^"']+\.(?:css|js)/.exec(home.body)?.[0];
    expect(asset).toBeTruthy();
    const cached = await call("https", domain, "GET", asset!);
    expect(cached.status).toBe(200);
    expect(cached.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(cached.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });

  test(`${domain}: a contact records the address nginx saw, whatever X-Forwarded-For the client sends`, async () => {
    const iat = Date.now() - 10_000;
    const formToken = signToken(
      { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `deploy-${id}-${iat}` },
      FORM_SECRET,
    );
    const contact = await call(
      "https",
      domain,
      "POST",
      "/api/contact",
      { "content-type": "application/json", origin: `https://${domain}`, "x-forwarded-for": "203.0.113.9" },
      JSON.stringify({
        firstName: "Deploy",
        lastName: "Check",
        email: `deploy-${id}-${iat}@example.com`,
        // A number of this visitor's own: one already on an open lead would join it.
        phone: `201 555 ${String(iat).slice(-4)}`,
        smsSignup: true,
        emailSignup: false,
        website: "",
        consentVersion: CURRENT_CONSENT_VERSION,
        formToken,
      }),
    );
    expect(contact.status, contact.body).toBe(201);
    const leadId = (JSON.parse(contact.body) as { id: string }).id;

    const session = await call(
      "https",
      domain,
      "POST",
      "/api/admin/session",
      { "content-type": "application/json", origin: `https://${domain}` },
      JSON.stringify({ code: ADMIN_CODE }),
    );
    expect(session.status, session.body).toBe(200);
    const cookie = String(session.headers["set-cookie"]?.[0] ?? "").split(";")[0];
    const lead = await call("https", domain, "GET", `/api/admin/leads/${leadId}`, { cookie });
    expect(lead.status).toBe(200);
    const { consents } = JSON.parse(lead.body) as {
      consents: { channel: string; ip: string; hubId?: string; step?: string | null }[];
    };
    // The form's SMS request; the "Reply YES" text we sent (the first time this number is used) holds no address.
    const shown = consents.filter((c) => c.step !== "confirmation-sent");
    expect(shown.map((c) => [c.channel, c.ip])).toEqual([["sms", "127.0.0.1"]]);
  });

  test(`${domain}: a Twilio webhook signed over https://${domain} is accepted, a forged one refused`, async () => {
    const pathname = "/api/webhooks/twilio/inbound";
    const params = {
      AccountSid: "ACdeploytest",
      Body: "HELP",
      From: "+14155550123",
      MessageSid: `SM${id.padEnd(32, "0")}`,
      To: "+15005550006",
    };
    const signed = `https://${domain}${pathname}${Object.keys(params)
      .sort()
      .map((k) => k + params[k as keyof typeof params])
      .join("")}`;
    const signature = createHmac("sha1", TWILIO_TOKEN).update(signed).digest("base64");
    const body = new URLSearchParams(params).toString();
    const form = { "content-type": "application/x-www-form-urlencoded", "user-agent": "TwilioProxy/1.1" };
    const accepted = await call("https", domain, "POST", pathname, { ...form, "x-twilio-signature": signature }, body);
    expect(accepted.status, accepted.body).toBe(200);
    expect(accepted.body).toContain("<Message>");
    expect(accepted.body).toContain(HUBS[id].name);
    const forged = await call("https", domain, "POST", pathname, { ...form, "x-twilio-signature": "AAAA" }, body);
    expect(forged.status).toBe(403);
  });
}

test("nginx caps request bodies and answers nothing for a name it does not serve", async () => {
  const big = await call(
    "https",
    "marquetext.com",
    "POST",
    "/api/contact",
    { "content-type": "application/json" },
    "x".repeat(100 * 1024),
  );
  expect(big.status).toBe(413);
  await expect(call("http", "attacker.example", "GET", "/")).rejects.toThrow();
  expect(readdirSync(path.join(dir, "cache")).length).toBeGreaterThan(0);
});
