/**
 * Hostile input over every route handler, in process, on the embedded
 * backend (in-memory PGlite): generated bodies (JSON and not, Unicode edge
 * cases, bodies right at and just past the size limit), random and malformed
 * X-Forwarded-For, huge headers, odd hosts and cookies. Never a 5xx, every
 * error in the one JSON shape, and every contact the route accepted is stored.
 */
import fc from "fast-check";
import { NextRequest } from "next/server";
import { getBackend } from "@/lib/backend";
import { ERROR_CODES } from "@/lib/errors/app-error";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/http/read-json";
import { createAdminToken } from "@/lib/auth/admin-session";
import { agedToken, FORM_SECRET, VALID } from "./contact-route-helpers";
import { withEmbeddedBackend } from "../support/embedded-backend";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface Route {
  path: string;
  method: "GET" | "POST" | "DELETE";
  handler: Handler;
}

const ADMIN_CODE = "hostile-admin-code-5512";
let ROUTES: Route[] = [];
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10_000);

withEmbeddedBackend("hostile-routes", {
  FORM_TOKEN_SECRET: FORM_SECRET,
  ADMIN_ACCESS_CODE: ADMIN_CODE,
  ADMIN_SESSION_SECRET: "hostile-admin-session-secret-0123456789abcdef",
  USER_SESSION_SECRET: "hostile-user-session-secret-0123456789abcdef",
  LOG_LEVEL: "CRITICAL",
});
beforeAll(async () => {
  const load = async (path: string, file: string, methods: Route["method"][]) => {
    const mod = (await import(`@/app/api/${file}/route`)) as Record<string, Handler>;
    for (const method of methods) ROUTES.push({ path, method, handler: mod[method] });
  };
  ROUTES = [];
  await load("/api/contact", "contact", ["POST"]);
  await load("/api/form-token", "form-token", ["GET"]);
  await load("/api/verifications", "verifications", ["POST"]);
  await load("/api/verify-code", "verify-code", ["POST"]);
  await load("/api/resend-verification", "resend-verification", ["POST"]);
  await load("/api/admin/session", "admin/session", ["POST", "DELETE"]);
  await load("/api/admin/leads", "admin/leads", ["GET"]);
  await load("/api/admin/leads.csv", "admin/leads.csv", ["GET"]);
  await load("/api/admin/leads/[id]", "admin/leads/[id]", ["GET"]);
  await load("/api/admin/outbox", "admin/outbox", ["GET"]);
  await load("/api/admin/verifications", "admin/verifications", ["GET"]);
  await load("/api/auth/otp", "auth/otp", ["POST"]);
  await load("/api/auth/verify", "auth/verify", ["POST"]);
  await load("/api/demo/code", "demo/code", ["POST"]);
  await load("/api/demo/verify", "demo/verify", ["POST"]);
  await load("/api/demo/lead", "demo/lead", ["POST"]);
  await load("/api/demo/message", "demo/message", ["POST"]);
  await load("/api/demo/chat", "demo/chat", ["POST"]);
  await load("/api/payments/session", "payments/session", ["GET"]);
}, 120_000);

/** Strings that break naive code: NUL and controls, lone surrogates, BOM, bidi, zero-width, astral, combining. */
const UNICODE_EDGES = [
  "\u0000",
  "\u0007",
  "\u001b[2J",
  "\u007f",
  "\u0085",
  "\ud800",
  "\udc00",
  "\ud83d",
  "\ufeff",
  "\u202e",
  "\u200b",
  "\u2028",
  "\u2029",
  "😀",
  "👩‍👩‍👧",
  "e\u0301",
  "ß",
  "İ",
  "Ⅻ",
  "\uffff",
  "\ufffd",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
];
const hostileString = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.array(fc.constantFrom(...UNICODE_EDGES, "a", " ", "-"), { maxLength: 40 }).map((parts) => parts.join("")),
  fc.constantFrom(
    "",
    " ",
    "null",
    "0",
    "-1",
    "1e309",
    "NaN",
    "__proto__",
    "constructor",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "a".repeat(20_000),
  ),
);
const anyValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "message",
  "emailSignup",
  "smsSignup",
  "website",
  "formToken",
  "consentVersion",
  "phoneNumber",
  "verification_id",
  "verification_code",
  "auth_method",
  "method",
  "code",
  "token",
  "otpCode",
  "name",
  "text",
  "messages",
  "__proto__",
  "constructor",
] as const;
const objectBody = fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 8 }).map((v) => JSON.stringify(v));

/** A contact the schema accepts, sometimes with Unicode names, with a fresh aged token. */
const acceptableContact = fc
  .record({
    firstName: fc.constantFrom("Ada", "Zoë", "José María", "李", "O'Brien", "Jean-Luc"),
    lastName: fc.constantFrom("Lovelace", "Ñúñez", "Ødegård", "Smith", "Х".repeat(40)),
    message: fc.constantFrom(
      undefined,
      "Hi",
      "Line one\nline two\ttab",
      "😀 emoji and \u2028 separators",
      "x".repeat(1000),
    ),
    smsSignup: fc.boolean(),
    emailSignup: fc.boolean(),
  })
  .map((v) => ({
    ...VALID,
    ...v,
    email: `h${Math.random().toString(36).slice(2)}@example.com`,
    formToken: agedToken(),
  }));

/** JSON padded with whitespace to exactly `size` bytes (still valid JSON). */
function padTo(json: string, size: number): string {
  const bytes = Buffer.byteLength(json);
  return size > bytes ? `${json.slice(0, -1)}${" ".repeat(size - bytes)}}` : json;
}

const body = fc.oneof(
  { weight: 4, arbitrary: objectBody },
  { weight: 2, arbitrary: acceptableContact.map((c) => JSON.stringify(c)) },
  { weight: 1, arbitrary: acceptableContact.map((c) => padTo(JSON.stringify(c), DEFAULT_MAX_BODY_BYTES)) },
  { weight: 1, arbitrary: acceptableContact.map((c) => padTo(JSON.stringify(c), DEFAULT_MAX_BODY_BYTES + 1)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "{",
      '{"email": "a@b.co",',
      "[]",
      "null",
      "\ufeff{}",
      '{"a":1}{"b":2}',
      '{"x":"\\ud800"}',
      '{"code":"' + ADMIN_CODE + '"}',
    ),
  },
);

/** Header values as a client can put them on the wire: Latin-1 without CR, LF or NUL. */
const headerSafe = (s: string) => s.replace(/[^\u0009\u0020-\u007e\u0080-\u00ff]/g, "?");
const forwardedFor = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc
    .array(
      fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom("unknown", "", " ", "::ffff:1.2.3.4", "999.999.1.1", "<script>")),
      { minLength: 1, maxLength: 100 },
    )
    .map((a) => a.join(", ")),
  fc.string({ maxLength: 80 }).map(headerSafe),
  fc.constantFrom(",,,", "a".repeat(16_000), "1.2.3.4,".repeat(2000)),
);
const HOSTS = [
  "marque.localhost:3000",
  "percymd.localhost:3000",
  "percytech.com",
  "www.percytext.com",
  "evil.example",
  "[::1]:3000",
  "127.0.0.1",
  "x".repeat(300),
  "localhost:notaport",
];
const headers = fc.record(
  {
    "x-forwarded-for": forwardedFor,
    "x-forwarded-proto": fc.constantFrom("http", "https", "gopher", ""),
    "x-real-ip": fc.ipV4(),
    "content-type": fc.oneof(
      { weight: 6, arbitrary: fc.constant("application/json") },
      fc.constantFrom(
        "application/json; charset=utf-8",
        "application/vnd.api+json",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "",
        "application/json; charset=latin1",
      ),
    ),
    origin: fc.oneof(
      { weight: 4, arbitrary: fc.constant("http://marque.localhost:3000") },
      fc.constantFrom("https://evil.example", "null", "http://percymd.com", "%%%"),
    ),
    "user-agent": fc.oneof(
      fc.string({ maxLength: 100 }).map(headerSafe),
      fc.constant("U".repeat(20_000)),
      fc.constant("\u00ff\u00fe"),
    ),
    cookie: fc.constantFrom(
      "",
      "a=%E0%A4%A",
      "preferredHub=percymd",
      "admin_session=garbage",
      "user_session=x.y",
      "demo_session=..",
      "admin_session=VALID",
    ),
    referer: fc.constantFrom("http://marque.localhost:3000/contact", "javascript:alert(1)", "::::", "x".repeat(5000)),
    "content-length": fc.constantFrom("-1", "abc", "99999999999", "0"),
  },
  { requiredKeys: ["x-forwarded-for", "content-type"] },
);
const query = fc.dictionary(
  fc.constantFrom("hub", "q", "page", "pageSize", "to", "session_id", "id", "admin", "__proto__"),
  hostileString.map((s) => s.slice(0, 200)),
  { maxKeys: 4 },
);

const accepted: string[] = [];
let sent = 0;
const statuses = new Map<number, number>();

function build(
  route: Route,
  host: string,
  hdrs: Record<string, string>,
  data: string,
  params: Record<string, string>,
): NextRequest {
  const search = new URLSearchParams(params).toString();
  const url = `http://marque.localhost:3000${route.path.replace("[id]", "lead")}${search ? `?${search}` : ""}`;
  const final: Record<string, string> = { host };
  for (const [name, value] of Object.entries(hdrs)) {
    if (name === "content-length" && route.method === "GET") continue;
    final[name] = name === "cookie" ? value.replace("VALID", createAdminToken()) : value;
  }
  // A wrong Content-Length on a body is the transport's business; undici refuses to send one, so leave it to the body.
  if (route.method !== "GET") delete final["content-length"];
  return new NextRequest(url, {
    method: route.method,
    headers: final,
    body: route.method === "GET" ? undefined : data,
  });
}

async function check(route: Route, request: NextRequest, id: string, what: string): Promise<void> {
  sent += 1;
  // The dynamic segment as Next hands it over: already decoded, any string.
  const response = await route.handler(request, { params: Promise.resolve({ id }) });
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const text = await response.text();
  if (response.status >= 500) throw new Error(`${what} → ${response.status}: ${text.slice(0, 300)}`);
  const formPage =
    route.path === "/api/contact" &&
    request.headers.get("content-type")?.includes("application/x-www-form-urlencoded") &&
    response.headers.get("content-type")?.startsWith("text/html");
  if (formPage && response.status >= 400) {
    // The no-JavaScript contact form is answered with a page that names its problem in the heading.
    expect(text).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  } else if (response.status >= 400) {
    expect(response.headers.get("content-type")).toContain("application/json");
    const json = JSON.parse(text) as { error?: { code?: string; message?: unknown; fields?: Record<string, unknown> } };
    expect(Object.keys(json)).toEqual(["error"]);
    expect(ERROR_CODES).toContain(json.error?.code);
    expect(typeof json.error?.message).toBe("string");
  }
  if (route.path === "/api/contact" && response.status === 201) accepted.push((JSON.parse(text) as { id: string }).id);
}

describe("every route handler under hostile input", () => {
  it(`answers ${RUNS} generated requests without a 5xx, errors in the JSON shape, and stores every accepted contact`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(ROUTES.length * 4 - 1),
        fc.oneof({ weight: 4, arbitrary: fc.constant(HOSTS[0]) }, fc.constantFrom(...HOSTS)),
        headers,
        body,
        query,
        async (pick, host, hdrs, data, params) => {
          // The contact route gets a quarter of the requests, the others share the rest.
          const route = pick < ROUTES.length ? ROUTES[0] : ROUTES[pick % ROUTES.length];
          const request = build(route, host, hdrs, data, params);
          await check(
            route,
            request,
            params.id ?? "00000000-0000-0000-0000-000000000000",
            `${route.method} ${route.path} ${data.slice(0, 80)}`,
          );
        },
      ),
      { numRuns: RUNS },
    );
    // Every accepted contact is stored: one submission each, on the lead it was answered with (one person's
    // contacts share a lead, so each lead is read once).
    const perLead = new Map<string, number>();
    for (const id of accepted) perLead.set(id, (perLead.get(id) ?? 0) + 1);
    for (const [id, count] of perLead) {
      const detail = await getBackend().admin.lead(id);
      expect(detail?.lead.id).toBe(id);
      expect(detail?.history).toHaveLength(count);
    }
    expect(accepted.length).toBeGreaterThan(RUNS / 100);
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    console.log(
      `hostile run: ${sent} requests, ${accepted.length} contacts accepted and stored; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }, 900_000);
});
