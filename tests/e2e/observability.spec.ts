import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { startSite, type Site } from "../support/next-server.mjs";
import { agedFormToken } from "../support/signed-requests";
import { rawTo } from "./admin-helpers";

/**
 * What the server says about itself, caught by a local OTLP/HTTP receiver (traces, JSON) and a local log
 * endpoint (LOG_REMOTE_URL, batched newline-separated JSON): every response carries x-request-id, one contact
 * submission shows up as a trace, and a server error shows up once with its stack and request id.
 */
const FORM_SECRET = "observability-form-token-secret-0123456789abcdef";
const HOST = "marque.localhost";

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface OtlpExport {
  resourceSpans: {
    resource?: { attributes?: OtlpSpan["attributes"] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const spans: (OtlpSpan & { service?: string })[] = [];
const logs: Record<string, unknown>[] = [];
let logPosts = 0;
let receiver: Server;
let server: Site | undefined;
let port = 0;
const output = () => server?.output() ?? "";

function attr(span: OtlpSpan, key: string): string | undefined {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue !== undefined ? String(value.intValue) : undefined);
}

async function eventually<T>(read: () => T | undefined, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`never saw ${what}\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (req.url === "/v1/traces") {
        const body = JSON.parse(text) as OtlpExport;
        for (const rs of body.resourceSpans) {
          const service = rs.resource?.attributes?.find((a) => a.key === "service.name")?.value.stringValue;
          for (const ss of rs.scopeSpans) for (const span of ss.spans) spans.push({ ...span, service });
        }
      } else if (req.url === "/logs") {
        logPosts++;
        for (const line of text.split("\n")) if (line.trim()) logs.push(JSON.parse(line));
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startSite({
    output: "capture",
    // The literal loopback address, as the deploy binds it: the proxy's rewrites (admin pages, the hub cookie) are
    // served, not sent over the network to the server itself.
    bind: "127.0.0.1",
    env: {
      FORM_TOKEN_SECRET: FORM_SECRET,
      RATE_LIMIT_RELAXED: "1",
      E2E_TEST_HOOKS: "1",
      LOG_LEVEL: "INFO",
      OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
      OTEL_SERVICE_NAME: "marque-e2e",
      LOG_REMOTE_URL: `${receiverUrl}/logs`,
    },
  });
  port = server.port;
});

test.afterAll(async () => {
  await server?.stop();
  receiver?.close();
});

test("every response that runs code carries an x-request-id; prerendered pages are served without code", async () => {
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    rawTo(port, "GET", pathname, { host: `${HOST}:${port}`, ...headers });
  const answers = [
    await get("/api/health"),
    await get("/api/form-token"),
    await get("/robots.txt"),
    await get("/login"),
    await get("/admin"),
    await get("/pricing", { cookie: "preferredHub=percymd" }),
  ];
  // Every one is answered as a visitor would be: a page, a redirect to sign in, never a server error.
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 307, 200, 200]);
  const ids = answers.map((a) => String(a.headers["x-request-id"]));
  for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(ids).size).toBe(ids.length);
  // The prerendered home page runs no code (nginx gives it an id in the deploy recipe).
  expect((await get("/")).headers["x-request-id"]).toBeUndefined();
  // A plain id from the proxy in front (nginx's $request_id) is kept; anything else is replaced.
  const kept = await get("/api/health", { "x-request-id": "0123456789abcdef0123456789abcdef" });
  expect(kept.headers["x-request-id"]).toBe("0123456789abcdef0123456789abcdef");
  const replaced = await get("/api/health", { "x-request-id": "<script>" });
  expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("one contact submission arrives as one trace: the request span and the route handler's span under it", async () => {
  test.slow();
  const iat = Date.now();
  const formToken = agedFormToken(FORM_SECRET);
  const answer = await rawTo(
    port,
    "POST",
    "/api/contact",
    { host: `${HOST}:${port}`, "content-type": "application/json", origin: `http://${HOST}:${port}` },
    JSON.stringify({
      firstName: "Trace",
      lastName: "Check",
      email: `otel-${iat}@example.com`,
      phone: "415 555 0123",
      smsSignup: false,
      emailSignup: true,
      website: "",
      consentVersion: CURRENT_CONSENT_VERSION,
      formToken,
    }),
  );
  expect(answer.status, answer.body).toBe(201);
  const requestId = String(answer.headers["x-request-id"]);

  const root = await eventually(
    () => spans.find((s) => s.name === "POST /api/contact" && !s.parentSpanId),
    "the contact request's span",
  );
  expect(root.service).toBe("marque-e2e");
  expect(attr(root, "http.status_code")).toBe("201");
  const trace = await eventually(() => {
    const all = spans.filter((s) => s.traceId === root.traceId);
    return all.some((s) => s.name.includes("/api/contact") && s.parentSpanId) ? all : undefined;
  }, "the route handler's span");
  const handler = trace.find((s) => s.name === "executing api route (app) /api/contact")!;
  expect(handler).toBeTruthy();
  expect(trace.map((s) => s.spanId)).toContain(handler.parentSpanId);
  expect(trace.some((s) => attr(s, "http.request.header.x_request_id") === requestId)).toBe(true);
});

test("a server error is logged once, as JSON, with its stack, request id and route", async () => {
  test.slow();
  const answer = await rawTo(port, "GET", "/crash-test/server", { host: `${HOST}:${port}` });
  expect(answer.status).toBe(500);
  const requestId = String(answer.headers["x-request-id"]);
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  const entry = await eventually(() => logs.find((l) => l.requestId === requestId), "the error's log line");
  // Give a second copy time to arrive (the sender batches once a second), then count.
  await new Promise((r) => setTimeout(r, 2_500));
  expect(logs.filter((l) => l.requestId === requestId)).toHaveLength(1);
  expect(entry).toMatchObject({ level: "ERROR", route: "/[hub]/crash-test/server", requestId });
  expect(typeof entry.time).toBe("string");
  const error = entry.error as { message: string; stack: string };
  expect(error.message).toContain("Crash test: thrown on the server");
  expect(error.stack).toMatch(/\n\s+at /);
  // The remote sender batches: fewer posts than lines.
  expect(logPosts).toBeLessThan(logs.length + 1);
  // The server's own output has that request's error once, as one JSON line.
  const lines = output()
    .split("\n")
    .filter((line) => line.includes(requestId));
  expect(lines).toHaveLength(1);
  // Next's own print of the same error is dropped in favor of that report.
  await new Promise((r) => setTimeout(r, 500));
  expect(
    output()
      .split("\n")
      .filter((line) => line.includes("Crash test: thrown on the server")),
  ).toHaveLength(1);
  expect(JSON.parse(lines[0])).toMatchObject({ level: "ERROR", requestId });
});
