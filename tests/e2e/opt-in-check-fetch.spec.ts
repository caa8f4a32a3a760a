import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { HUB_IDS, HUBS, type HubId } from "./hubs";
import { rawTo } from "./admin-helpers";
import { freePort, startSite, type Site } from "../support/next-server.mjs";
import { OPT_IN_FIXTURES } from "../support/opt-in-fixtures";
import { smsConfirmationRequest, smsConfirmedReply } from "../../lib/backend/templates";

/**
 * The check reading pages by their address, on a server of its own whose test allowance (E2E_FETCH_PORTS)
 * opens two loopback ports: a fixture site's and its own. Our own contact pages and the client program pages,
 * read with the privacy policies and terms they link to, pass every rule; any other loopback port stays
 * refused. With the test hooks on, the server's clock shows a report gone after 30 days.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const complete = OPT_IN_FIXTURES[0];
let site: http.Server;
let sitePort = 0;
let server: Site | undefined;
let port = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const pages: Record<string, string> = { "/join": complete.html, ...complete.site };
  site = http.createServer((req, res) => {
    const page = pages[req.url ?? ""];
    res.writeHead(page ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(page ?? "<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  sitePort = (site.address() as AddressInfo).port;
  port = await freePort();
  server = await startSite({
    port,
    env: {
      LOG_LEVEL: "ERROR",
      E2E_TEST_HOOKS: "1",
      E2E_FETCH_PORTS: `${sitePort},${port}`,
      RATE_LIMIT_RELAXED: "1",
      ADMIN_ACCESS_CODE: "opt-in-fetch-admin-code",
      ADMIN_SESSION_SECRET: "opt-in-fetch-session-secret-0123456789abcdef0123",
      FORM_TOKEN_SECRET: "opt-in-fetch-form-secret-0123456789abcdef01234567",
    },
    timeoutMs: 90_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

type Answer = { id: string; checks: { rule: string; status: string; message: string }[] };

async function check(hub: HubId, input: Record<string, unknown>) {
  const response = await rawTo(
    port,
    "POST",
    "/api/opt-in-check",
    { host: `${hub}.localhost:${port}`, "content-type": "application/json" },
    JSON.stringify(input),
  );
  return {
    status: response.status,
    body: JSON.parse(response.body) as Answer & { error?: { fields?: Record<string, string> } },
  };
}

const notPassing = (answer: Answer) =>
  answer.checks.filter((c) => c.status !== "pass").map((c) => `${c.rule}: ${c.message}`);

test("a page on the local fixture site is read with its privacy policy and terms: everything passes", async () => {
  const { status, body } = await check("marque", {
    url: `http://127.0.0.1:${sitePort}/join`,
    brand: complete.brand,
    vertical: complete.vertical,
    samples: complete.samples,
  });
  expect(status).toBe(200);
  expect(notPassing(body)).toEqual([]);
});

test("our own contact pages, read by their address, pass our own check", async () => {
  for (const hub of HUB_IDS) {
    const { status, body } = await check(hub, {
      url: `http://${hub}.localhost:${port}/contact`,
      brand: HUBS[hub].name,
      vertical: "professional-services",
      samples: [smsConfirmationRequest(HUBS[hub]), smsConfirmedReply(HUBS[hub])],
    });
    expect([hub, status]).toEqual([hub, 200]);
    expect([hub, notPassing(body)]).toEqual([hub, []]);
  }
});

test("the client program pages, read by their address with their policies, fail no rule", async () => {
  const programs = [
    { slug: "donsbt", brand: "Don's Bait & Tackle", vertical: "outdoor" },
    { slug: "harbor-cigar", brand: "Harbor Cigar Lounge", vertical: "tobacco" },
    { slug: "lakeside-dental", brand: "Lakeside Family Dental", vertical: "dental" },
  ];
  for (const p of programs) {
    const { body } = await check("marque", {
      url: `http://marque.localhost:${port}/clients/${p.slug}`,
      brand: p.brand,
      vertical: p.vertical,
      samples: [
        `${p.brand}: see you Saturday. Reply STOP to opt out.`,
        `${p.brand}: new hours this week. Reply STOP to opt out.`,
      ],
    });
    const failed = body.checks.filter((c) => c.status === "fail").map((c) => c.rule);
    expect([p.slug, failed]).toEqual([p.slug, []]);
    // A gated program's page opens with its age gate: the form behind it is not in that HTML, so its rules are
    // unknown; everything else, the gate and both policies included, passes.
    const unknown = body.checks.filter((c) => c.status === "unknown").map((c) => c.rule);
    expect([p.slug, unknown]).toEqual([
      p.slug,
      p.vertical === "tobacco"
        ? [
            "consent-box",
            "disclosure-brand",
            "disclosure-purpose",
            "disclosure-frequency",
            "disclosure-rates",
            "disclosure-help-stop",
            "disclosure-links",
          ]
        : [],
    ]);
  }
});

test("the allowance opens only its ports: other loopback ports and private addresses stay refused", async () => {
  for (const url of [
    `http://127.0.0.1:${sitePort + 1}/`,
    "http://127.0.0.1/",
    "http://10.0.0.1/",
    "http://169.254.169.254/",
  ]) {
    const { status, body } = await check("marque", {
      url,
      brand: complete.brand,
      vertical: complete.vertical,
      samples: complete.samples,
    });
    expect([url, status]).toEqual([url, 422]);
    expect(body.error?.fields?.url).toBeTruthy();
  }
});

test("a report is kept 30 days, then its address is a 404", async () => {
  const { body } = await check("marque", {
    html: complete.html,
    brand: complete.brand,
    vertical: complete.vertical,
    samples: complete.samples,
  });
  const host = { host: `marque.localhost:${port}` };
  const clock = (now: string | null) =>
    rawTo(
      port,
      "POST",
      "/api/test-hooks/clock",
      { ...host, "content-type": "application/json" },
      JSON.stringify({ now }),
    );
  try {
    expect((await rawTo(port, "GET", `/opt-in-check/${body.id}`, host)).status).toBe(200);
    await clock(new Date(Date.now() + 29 * 86_400_000).toISOString());
    expect((await rawTo(port, "GET", `/opt-in-check/${body.id}`, host)).status).toBe(200);
    await clock(new Date(Date.now() + 31 * 86_400_000).toISOString());
    expect((await rawTo(port, "GET", `/opt-in-check/${body.id}`, host)).status).toBe(404);
  } finally {
    await clock(null);
  }
});
