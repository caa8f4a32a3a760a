import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, getJson, post, postJson, settle } from "@/lib/browser/api-client";
import { readFileSync } from "node:fs";
import { postContact, CONTACT_FAILED, CONTACT_UNAVAILABLE } from "@/lib/contact/client";

/** The browser client against a real HTTP server answering in our error shape. */
let server: Server;
let origin: string;
const seen: { method?: string; type?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ method: req.method, type: req.headers["content-type"], body });
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(value));
      if (req.url === "/ok") return json(200, { answer: 42 });
      if (req.url === "/limited") {
        return json(429, { error: { code: "API_RATE_LIMITED", message: "Slow down" } }, { "retry-after": "30" });
      }
      if (req.url === "/invalid") {
        return json(422, { error: { code: "VALIDATION_INVALID_FORMAT", message: "Check", fields: { email: "Bad" } } });
      }
      if (req.url === "/bare") return json(400, { error: "Plain text" });
      // What the shipped nginx answers while no server is up (deploy/nginx/errors).
      if (req.url === "/down/api/contact")
        return res
          .writeHead(503, { "content-type": "application/json", "retry-after": "30" })
          .end(readFileSync("deploy/nginx/errors/contact-down.json"));
      if (req.url === "/api/contact")
        return json(422, { error: { code: "VALIDATION_INVALID_FORMAT", message: "x", fields: { email: "Bad" } } });
      res.writeHead(500).end("not json");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Our URLs are relative in the browser; here they are resolved against the test server. */
const local: typeof fetch = (url, init) => fetch(`${origin}${String(url)}`, init);

describe("the browser API client", () => {
  it("sends JSON and reads a JSON answer", async () => {
    expect(await postJson("/ok", { a: 1 }, local)).toEqual({ answer: 42 });
    expect(seen.at(-1)).toEqual({ method: "POST", type: "application/json", body: '{"a":1}' });
    expect(await getJson("/ok", local)).toEqual({ answer: 42 });
    expect(seen.at(-1)?.method).toBe("GET");
  });

  it("turns the error shape into an ApiError with its code, message, fields and Retry-After", async () => {
    const limited = await post("/limited", {}, local).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(ApiError);
    expect(limited).toMatchObject({ status: 429, code: "API_RATE_LIMITED", message: "Slow down", retryAfter: 30 });
    expect((limited as ApiError).retryable).toBe(true);
    const invalid = (await post("/invalid", {}, local).catch((e: unknown) => e)) as ApiError;
    expect([invalid.status, invalid.fields, invalid.retryable]).toEqual([422, { email: "Bad" }, false]);
    const bare = (await post("/bare", {}, local).catch((e: unknown) => e)) as ApiError;
    expect([bare.code, bare.serverMessage]).toEqual(["UNKNOWN_ERROR", "Plain text"]);
    const broken = (await post("/broken", {}, local).catch((e: unknown) => e)) as ApiError;
    expect([broken.status, broken.serverMessage, broken.message]).toEqual([
      500,
      null,
      "Something went wrong. Please try again.",
    ]);
  });

  it("reports a network failure as status 0 and retryable", async () => {
    const down: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    const result = await settle(postJson("/ok", {}, down));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect([result.error.status, result.error.code, result.error.retryable]).toEqual([0, "API_NETWORK_ERROR", true]);
  });

  it("gives the contact call its own message and keeps the field errors", async () => {
    const error = (await postContact({} as never, local).catch((e: unknown) => e)) as ApiError;
    expect([error.message, error.fields]).toEqual([CONTACT_FAILED, { email: "Bad" }]);
  });

  it("says nothing was sent when the site answers 503, in the error the form shows", async () => {
    const down: typeof fetch = (url, init) => fetch(`${origin}/down${String(url)}`, init);
    const error = (await postContact({} as never, down).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code, error.message, error.retryAfter]).toEqual([
      503,
      "API_SERVER_ERROR",
      CONTACT_UNAVAILABLE,
      30,
    ]);
  });
});
