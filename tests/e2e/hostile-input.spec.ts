import { readdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import fc from "fast-check";
import { CLIENT_IDS } from "../../content/clients";
import { PRERENDERED_PAGE_PATHS } from "../../lib/security/prerendered-pages";
import { E2E_PORT } from "../../playwright.config";
import { rawTo, type RawResponse } from "../support/site-requests";
import { HUB_IDS, fetchAs, hostHeader, type HubId } from "./hubs";

/**
 * Generated bodies, headers and query strings against every route
 * handler and the pages that read query parameters. Never a 5xx, never a
 * stack trace, and the API always answers errors in its one JSON shape.
 */
const POST_ROUTES = [
  "/api/contact",
  "/api/verifications",
  "/api/verify-code",
  "/api/resend-verification",
  "/api/admin/session",
  "/api/auth/otp",
  "/api/auth/verify",
  "/api/demo/code",
  "/api/demo/verify",
  "/api/demo/lead",
  "/api/demo/message",
  "/api/demo/chat",
  "/api/client-errors",
];
const GET_ROUTES = [
  "/api/form-token",
  "/api/admin/leads",
  "/api/admin/leads.csv",
  "/api/admin/outbox",
  "/api/admin/verifications",
  "/api/admin/leads/00000000-0000-0000-0000-000000000000",
  "/api/payments/session",
];
const PAGES = ["/verify", "/payment-success", "/", "/verify-otp", "/check-email"];
const RUNS = Number(process.env.HOSTILE_RUNS ?? 120);

const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+|node_modules\/|webpack-internal|\.ts:\d+:\d+/;

const safeText = fc.string({
  unit: fc.constantFrom(..."abcXYZ019 -_.~:/@+=%&?#'\"<>{}[]\\é中".split("")),
  maxLength: 60,
});
const hostileString = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    "",
    " ",
    "null",
    "0",
    "-1",
    "1e309",
    "NaN",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "\u0000",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "a".repeat(20_000),
  ),
);
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        email: hostileString,
        phone: hostileString,
        phoneNumber: hostileString,
        firstName: hostileString,
        lastName: hostileString,
        verification_id: fc.oneof(hostileString, fc.uuid()),
        verification_code: fc.oneof(hostileString, fc.stringMatching(/^\d{6}$/)),
        auth_method: fc.constantFrom("sms", "email", "fax", "", 3),
        method: fc.constantFrom("sms", "email", "pigeon"),
        code: hostileString,
        token: hostileString,
        otpCode: hostileString,
        message: hostileString,
        formToken: hostileString,
        website: fc.constantFrom("", "http://spam"),
        smsSignup: fc.oneof(fc.boolean(), hostileString),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  hostileString,
  fc.constant("{"),
  fc.constant('{"email": "a@b.co",'),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
  "application/json; charset=latin1",
);
const origin = fc.constantFrom(
  undefined,
  "http://marque.localhost",
  "https://evil.example",
  "null",
  "http://percymd.com",
);

/**
 * A reset of a reused keep-alive socket (the server closing an idle
 * connection as the client reuses it) is a transport race, not an answer:
 * retry such a request once on a fresh attempt.
 */
async function send(...args: Parameters<typeof fetchAs>): Promise<APIResponse> {
  try {
    return await fetchAs(...args);
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return fetchAs(...args);
  }
}

/**
 * One of the thousands of generated requests, on node:http with the hub's Host and a fresh connection, following
 * redirects as a browser's fetch does (unless `follow` is false). Through Playwright's request context each one
 * cost its worker about 8 ms of CPU, more than the server spent answering it.
 */
async function hurl(
  hub: HubId,
  path: string,
  options: { method?: string; body?: string | Buffer; headers?: Record<string, string>; follow?: boolean } = {},
): Promise<RawResponse> {
  let { method = "GET", body } = options;
  let target = path;
  for (let hop = 0; hop <= 20; hop++) {
    const headers = { accept: "*/*", host: hostHeader(hub), ...options.headers };
    const answer = await rawTo(E2E_PORT, method, target, headers, body);
    const { status, headers: answered } = answer;
    const location = answered.location;
    if (options.follow === false || status < 300 || status > 399 || !location) return answer;
    const next = new URL(location, `http://${headers.host}${target}`);
    expect(next.host, `${method} ${target} redirects off the site`).toBe(headers.host);
    target = next.pathname + next.search;
    if (status === 303 || ((status === 301 || status === 302) && method === "POST")) {
      method = method === "HEAD" ? "HEAD" : "GET";
      body = undefined;
    }
  }
  throw new Error(`${path}: more than 20 redirects`);
}

function expectNoCrash(response: RawResponse, text: string, what: string) {
  expect(response.status, `${what} → ${response.status}: ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(STACK_TRACE.test(text), `stack trace in ${what}`).toBe(false);
}

function expectErrorShape(response: RawResponse, text: string, what: string) {
  if (response.status < 400) return;
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${what} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  expect(typeof body.error?.code, what).toBe("string");
  expect(typeof body.error?.message, what).toBe("string");
}

/** The no-JavaScript contact form is answered with a page whose heading names the problem. */
function expectFormPage(response: RawResponse, text: string, what: string) {
  if (response.status < 400) return;
  expect(response.headers["content-type"], what).toContain("text/html");
  expect(text, what).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
}

test.describe.configure({ timeout: 240_000 });

test("POST route handlers survive generated bodies and headers", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...POST_ROUTES),
      fc.constantFrom(...HUB_IDS),
      jsonBody,
      contentType,
      origin,
      fc.ipV4(),
      async (route, hub, body, type, originHeader, ip) => {
        const headers: Record<string, string> = { "x-forwarded-for": ip };
        if (type) headers["content-type"] = type;
        if (originHeader) headers.origin = originHeader;
        const response = await hurl(hub, route, { method: "POST", body, headers });
        const text = response.body;
        const what = `POST ${route} ${type} ${body.slice(0, 80)}`;
        expectNoCrash(response, text, what);
        if (route === "/api/contact" && type?.includes("application/x-www-form-urlencoded")) {
          expectFormPage(response, text, what);
        } else {
          expectErrorShape(response, text, what);
        }
      },
    ),
    { numRuns: RUNS * POST_ROUTES.length },
  );
});

test("GET route handlers and pages survive generated query strings", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...GET_ROUTES, ...PAGES),
      fc.constantFrom(...HUB_IDS),
      fc.dictionary(
        fc.constantFrom("id", "session_id", "admin", "method", "existing", "hub", "q", "page", "to", "x"),
        safeText,
        { maxKeys: 4 },
      ),
      async (route, hub, params) => {
        const query = new URLSearchParams(params).toString();
        const path = query ? `${route}?${query}` : route;
        const response = await hurl(hub, path);
        const text = response.body;
        expectNoCrash(response, text, `GET ${path}`);
        if (route.startsWith("/api/")) expectErrorShape(response, text, `GET ${path}`);
      },
    ),
    { numRuns: RUNS * 4 },
  );
});

test("raw hostile requests: huge bodies, broken encodings, odd methods", async () => {
  const cases: Array<{ route: string; method: string; data?: string | Buffer; headers?: Record<string, string> }> = [
    {
      route: "/api/contact",
      method: "POST",
      data: "x".repeat(100_000),
      headers: { "content-type": "application/json" },
    },
    {
      route: "/api/verify-code",
      method: "POST",
      data: Buffer.from([0xff, 0xfe, 0x7b, 0x22]),
      headers: { "content-type": "application/json" },
    },
    { route: "/api/verifications", method: "PUT", data: "{}", headers: { "content-type": "application/json" } },
    { route: "/api/contact", method: "GET" },
    { route: "/api/demo/chat", method: "DELETE" },
    { route: "/api/admin/session", method: "PATCH", data: "{}", headers: { "content-type": "application/json" } },
  ];
  for (const c of cases) {
    const response = await hurl("marque", c.route, { method: c.method, body: c.data, headers: c.headers });
    const text = response.body;
    expectNoCrash(response, text, `${c.method} ${c.route}`);
  }
});

/** Every route handler under app/api, a dynamic segment filled with a zero id. */
const API_ROUTES = readdirSync("app/api", { recursive: true })
  .map(String)
  .filter((file) => file.endsWith("route.ts"))
  .map((file) =>
    `/api/${file.replace(/\/?route\.ts$/, "")}`.replace(/\[[^\]]+\]/g, "00000000-0000-0000-0000-000000000000"),
  );
const PAGE_PATHS = [
  ...PRERENDERED_PAGE_PATHS.map((p) => `/${p}`),
  "/donsbt",
  `/clients/${CLIENT_IDS[0]}`,
  `/clients/${CLIENT_IDS[0]}/privacy`,
  `/clients/${CLIENT_IDS[0]}/terms`,
];
/**
 * What a scanner tries (wapiti's methods module and the like). TRACE has its own test below; TRACK and
 * CONNECT never reach Next (Node's HTTP parser answers 400 and closes).
 */
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"];

test("every method on every route, page and static file: never a 5xx; a static file refuses with 405 and Allow", async ({
  request,
}) => {
  test.slow();
  const home = await (await fetchAs(request, "marque", "/")).text();
  const assets = [...new Set(home.match(/\/_next\/static\/[^"' ]+\.(?:js|css)/g) ?? [])].slice(0, 4);
  expect(assets.length).toBeGreaterThan(1);
  const files = ["/icon.svg", "/og-image.jpg", "/percymd/icon.svg", "/percytext/og-image.jpg", ...assets];
  const others = [...API_ROUTES, ...PAGE_PATHS, "/robots.txt", "/sitemap.xml", "/opengraph-image", "/no-such-page"];
  expect(API_ROUTES.length).toBeGreaterThan(30);
  for (const method of METHODS) {
    for (const path of [...files, ...others]) {
      const response = await hurl("percytech", path, {
        method,
        body: method === "GET" || method === "HEAD" ? undefined : "{}",
        headers: { "content-type": "application/json" },
        follow: false,
      });
      const text = response.body;
      expectNoCrash(response, text, `${method} ${path}`);
      if (!files.includes(path)) continue;
      if (method === "GET" || method === "HEAD") {
        expect(response.status, `${method} ${path}`).toBe(200);
      } else {
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toBe("GET, HEAD");
        expect(JSON.parse(text).error.code, `${method} ${path}`).toBe("API_BAD_REQUEST");
      }
    }
  }
});

/** One of the home page's script chunks, a static file from the build. */
async function scriptChunk(request: APIRequestContext): Promise<string> {
  const home = await (await fetchAs(request, "marque", "/")).text();
  const asset = home.match(/\/_next\/static\/[^"' ]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  return asset!;
}

test("TRACE is never served: 405 with Allow on static files, routes and pages alike, never a 5xx", async ({
  request,
}) => {
  const asset = await scriptChunk(request);
  for (const path of ["/icon.svg", "/percymd/og-image.jpg", asset, "/api/health", "/no-such-page", "/", "/donsbt"]) {
    const response = await send(request, "percymd", path, { method: "TRACE", maxRedirects: 0 });
    expect(response.status(), `TRACE ${path}`).toBe(405);
    const allow =
      path === "/icon.svg" || path.startsWith("/percymd/") || path === asset ? "GET, HEAD" : "GET, HEAD, POST";
    expect(response.headers()["allow"], `TRACE ${path}`).toBe(allow);
  }
});

test("a range past a file's end or a failed precondition on a static file is 416 or 412, never a 5xx", async ({
  request,
}) => {
  const asset = await scriptChunk(request);
  for (const path of ["/icon.svg", "/percymd/og-image.jpg", asset]) {
    const get = (headers: Record<string, string>, method = "GET") =>
      send(request, "percymd", path, { method, headers, maxRedirects: 0 });
    const past = await get({ range: "bytes=99999999-" });
    expect(past.status(), `${path} range past the end`).toBe(416);
    expect(past.headers()["content-range"], path).toMatch(/^bytes \*\/\d+$/);
    expect((await past.json()).error.message, path).toBe("The requested range lies outside the file.");
    expect((await get({ range: "bytes=abc" })).status(), `${path} nonsense range`).toBe(416);
    expect((await get({ "if-match": '"nope"' })).status(), `${path} If-Match`).toBe(412);
    expect((await get({ "if-match": '"nope"' }, "HEAD")).status(), `${path} HEAD If-Match`).toBe(412);
    expect((await get({ "if-unmodified-since": "Mon, 01 Jan 1990 00:00:00 GMT" })).status(), path).toBe(412);
    // What can be served still is.
    const first = await get({ range: "bytes=0-9" });
    expect(first.status(), `${path} first ten bytes`).toBe(206);
    expect((await first.body()).length, path).toBe(10);
    expect((await get({ "if-match": "*" })).status(), `${path} If-Match *`).toBe(200);
    expect((await get({ range: "bytes=99999999-", "if-range": '"old"' })).status(), `${path} stale If-Range`).toBe(200);
    expect((await get({ "if-unmodified-since": "Fri, 01 Jan 2100 00:00:00 GMT" })).status(), path).toBe(200);
  }
});
