import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { freePort, startSite, type Site } from "../support/next-server.mjs";
import { startNginx } from "../support/nginx-config.mjs";
import { agedFormToken } from "../support/signed-requests";
import { rawTo, type RawResponse } from "./admin-helpers";

/**
 * The client address behind a real reverse proxy: nginx appends the peer
 * address to X-Forwarded-For ($proxy_add_x_forwarded_for) in front of its own
 * `next start`, with production rate limits (no RATE_LIMIT_RELAXED). Whatever
 * X-Forwarded-For the client sends, the server sees the address nginx saw.
 */
const ADMIN_CODE = "proxy-e2e-admin-code-4410";
const FORM_SECRET = "proxy-e2e-form-token-secret-0123456789abcdef";
const HOST = "marque.localhost";

/** Plain HTTP with the Host we choose (Node's fetch will not set Host). */
function send(...[port, method, pathname, headers, body]: Parameters<typeof rawTo>): Promise<RawResponse> {
  return rawTo(port, method, pathname, { host: HOST, connection: "close", ...headers }, body);
}

function randomForwardedFor(): string {
  const octet = () => Math.floor(Math.random() * 256);
  const hops = 1 + Math.floor(Math.random() * 3);
  return Array.from({ length: hops }, () => `${octet()}.${octet()}.${octet()}.${octet()}`).join(", ");
}

let next: Site | undefined;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let dir = "";
let proxyPort = 0;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), "proxy-e2e-"));
  proxyPort = await freePort();
  next = await startSite({
    bind: "127.0.0.1",
    env: {
      ADMIN_ACCESS_CODE: ADMIN_CODE,
      ADMIN_SESSION_SECRET: "proxy-e2e-admin-session-secret-0123456789abcdef",
      FORM_TOKEN_SECRET: FORM_SECRET,
      RATE_LIMIT_RELAXED: "0",
      TRUSTED_PROXY_HOPS: "1",
    },
  });
  nginx = await startNginx({
    dir,
    ports: [proxyPort],
    host: HOST,
    server: `    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://127.0.0.1:${next.port};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }`,
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  await next?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a forged X-Forwarded-For neither escapes the contact limit nor lands in the consent record", async () => {
  const statuses: number[] = [];
  let firstId = "";
  for (let n = 1; n <= 6; n++) {
    const body = JSON.stringify({
      firstName: "Proxy",
      lastName: `Client ${"ABCDEF"[n - 1]}`,
      email: `proxy-${n}-${Date.now()}@example.com`,
      // One number per person: a contact with a number already on file joins that person's lead.
      phone: `201 555 019${n}`,
      smsSignup: true,
      emailSignup: true,
      website: "",
      consentVersion: CURRENT_CONSENT_VERSION,
      formToken: agedFormToken(FORM_SECRET),
    });
    // A new made-up address on every request, as a client trying to look like many.
    const answer = await send(
      proxyPort,
      "POST",
      "/api/contact",
      { "content-type": "application/json", "x-forwarded-for": randomForwardedFor() },
      body,
    );
    statuses.push(answer.status);
    if (n === 1) firstId = (JSON.parse(answer.body) as { id: string }).id;
    if (n === 6) {
      expect(JSON.parse(answer.body).error.code).toBe("API_RATE_LIMITED");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
  }
  // 5 submissions per 10 minutes per client: the sixth is refused.
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

  // Staff read the consent record through the same proxy: it holds the address nginx saw.
  const session = await send(
    proxyPort,
    "POST",
    "/api/admin/session",
    { "content-type": "application/json", "x-forwarded-for": randomForwardedFor() },
    JSON.stringify({ code: ADMIN_CODE }),
  );
  expect(session.status).toBe(200);
  const cookie = String(session.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  const lead = await send(proxyPort, "GET", `/api/admin/leads/${firstId}`, { cookie });
  expect(lead.status).toBe(200);
  const { consents } = JSON.parse(lead.body) as { consents: { channel: string; ip: string; phone: string | null }[] };
  expect(consents.map((c) => [c.channel, c.ip])).toEqual([
    ["email", "127.0.0.1"],
    ["sms", "127.0.0.1"],
    // The one "Reply YES" text the SMS opt-in sent: ours, so no visitor address.
    ["sms", null],
  ]);
});
