import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { checkOrigin, clientIp, handle, isSecureRequest, readJson, requestContext } from "@/lib/http";
import { resetServerEnvForTests } from "@/lib/config/server-env";

const schema = z.object({ email: z.string({ error: "Email is required" }).email("Invalid email format") });

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request("http://marque.localhost:3000/api/x", {
    method: "POST",
    headers: { "content-type": "application/json", host: "marque.localhost:3000", ...headers },
    body,
  });
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as AppError).status;
  }
}

describe("readJson", () => {
  /** A body sent in 1 KB chunks that remembers how many were read. */
  function chunked(kib: number) {
    const state = { pulled: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled === kib) return controller.close();
        state.pulled++;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const request = new Request("http://x/api/y", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    return { request, state };
  }

  it("reads a body just over the limit to its end before answering 413, and drops a far larger one", async () => {
    const near = chunked(20);
    await expect(readJson(near.request, z.object({}))).rejects.toMatchObject({ status: 413 });
    expect(near.state.pulled).toBe(20);
    const far = chunked(1000);
    await expect(readJson(far.request, z.object({}))).rejects.toMatchObject({ status: 413 });
    expect(far.state.pulled).toBeLessThan(100);
  });
  it("parses a valid body", async () => {
    await expect(readJson(post(JSON.stringify({ email: "a@b.co" })), schema)).resolves.toEqual({ email: "a@b.co" });
  });
  it("accepts a charset parameter", async () => {
    await expect(
      readJson(post('{"email":"a@b.co"}', { "content-type": "application/json; charset=utf-8" }), schema),
    ).resolves.toBeTruthy();
  });
  it("answers 415 when the body is not JSON", async () => {
    expect(
      await statusOf(readJson(post("email=a", { "content-type": "application/x-www-form-urlencoded" }), schema)),
    ).toBe(415);
    expect(
      await statusOf(
        readJson(new Request("http://x/", { method: "POST", body: "{}", headers: { "content-type": "" } }), schema),
      ),
    ).toBe(415);
  });
  it("answers 413 over 16 KB, by header and by bytes actually read", async () => {
    const big = JSON.stringify({ email: "a".repeat(17_000) });
    expect(await statusOf(readJson(post(big), schema))).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode("x".repeat(1024)));
        c.close();
      },
    });
    const lying = new Request("http://x/", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json", "content-length": "10" },
      duplex: "half",
    } as RequestInit);
    expect(await statusOf(readJson(lying, schema))).toBe(413);
    expect(await statusOf(readJson(post(JSON.stringify({ email: "a@b.co" })), schema, { maxBytes: 5 }))).toBe(413);
  });
  it("answers 400 for malformed JSON, empty bodies and invalid UTF-8", async () => {
    expect(await statusOf(readJson(post("{oops"), schema))).toBe(400);
    expect(await statusOf(readJson(post(""), schema))).toBe(400);
    expect(await statusOf(readJson(post(new Uint8Array([0x7b, 0xff, 0x7d])), schema))).toBe(400);
  });
  it("answers 422 with fields on schema failure", async () => {
    const error = await readJson(post(JSON.stringify({ email: "nope" })), schema).catch((e: AppError) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).code).toBe("VALIDATION_INVALID_FORMAT");
    expect((error as AppError).fields).toEqual({ email: "Invalid email format" });
    const missing = (await readJson(post("{}"), schema).catch((e: AppError) => e)) as AppError;
    expect(missing.code).toBe("VALIDATION_REQUIRED_FIELD");
    expect(missing.fields).toEqual({ email: "Email is required" });
    expect(await statusOf(readJson(post("[]"), schema))).toBe(422);
    expect(await statusOf(readJson(post("null"), schema))).toBe(422);
  });
});

describe("checkOrigin", () => {
  const req = (headers: Record<string, string>) =>
    new Request("http://marque.localhost:3000/api/x", { method: "POST", headers });
  it("lets same-origin requests through, with or without Origin", () => {
    expect(() => checkOrigin(req({ host: "marque.localhost:3000" }))).not.toThrow();
    expect(() =>
      checkOrigin(req({ host: "marque.localhost:3000", origin: "http://marque.localhost:3000" })),
    ).not.toThrow();
    expect(() =>
      checkOrigin(req({ host: "127.0.0.1:3000", "x-forwarded-host": "percymd.com", origin: "https://percymd.com" })),
    ).not.toThrow();
  });
  it("refuses another origin, a null origin or garbage with 403", () => {
    for (const origin of [
      "https://evil.example",
      "http://percymd.localhost:3000",
      "null",
      "not a url",
      "http://marque.localhost:3001",
    ]) {
      let status = 0;
      try {
        checkOrigin(req({ host: "marque.localhost:3000", origin }));
      } catch (error) {
        status = (error as AppError).status;
      }
      expect(status).toBe(403);
    }
  });
});

describe("clientIp and requestContext", () => {
  it("never takes an address the client wrote: one trusted hop is the right-most entry", () => {
    const viaProxy = (xff: string, extra: Record<string, string> = {}) =>
      clientIp(new Request("http://x/", { headers: { "x-forwarded-for": xff, ...extra } }));
    expect(viaProxy("1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    expect(viaProxy("evil, 1.2.3.4,198.51.100.1")).toBe("198.51.100.1");
    expect(viaProxy("203.0.113.9")).toBe("203.0.113.9");
    // X-Real-IP is client-writable unless a proxy sets it; it is never read.
    expect(clientIp(new Request("http://x/", { headers: { "x-real-ip": "1.1.1.1" } }))).toBe("unknown");
    expect(clientIp(new Request("http://x/"))).toBe("unknown");
  });
  it("counts TRUSTED_PROXY_HOPS from the right, and uses Vercel's header on Vercel", () => {
    try {
      process.env.TRUSTED_PROXY_HOPS = "2";
      resetServerEnvForTests();
      expect(
        clientIp(new Request("http://x/", { headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" } })),
      ).toBe("203.0.113.9");
      delete process.env.TRUSTED_PROXY_HOPS;
      process.env.VERCEL = "1";
      resetServerEnvForTests();
      const request = new Request("http://x/", {
        headers: { "x-forwarded-for": "6.6.6.6", "x-vercel-forwarded-for": "192.0.2.44" },
      });
      expect(clientIp(request)).toBe("192.0.2.44");
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS;
      delete process.env.VERCEL;
      resetServerEnvForTests();
    }
  });
  it("sets Secure on cookies for every public host and ignores a client-sent X-Forwarded-Proto", () => {
    const at = (host: string, proto?: string) =>
      isSecureRequest(
        new Request(`http://${host}/api/x`, { headers: { host, ...(proto ? { "x-forwarded-proto": proto } : {}) } }),
      );
    expect(at("www.percymd.com", "http")).toBe(true);
    expect(at("www.percymd.com")).toBe(true);
    expect(at("marque.localhost:3000", "https")).toBe(false);
    expect(at("127.0.0.1:3000")).toBe(false);
    expect(at("staging.percymd.com", "http")).toBe(true);
  });
  it("resolves the hub from Host", () => {
    const ctx = requestContext(
      new Request("http://percymd.localhost:3000/api/x", {
        headers: { host: "percymd.localhost:3000", "user-agent": "UA" },
      }),
    );
    expect(ctx).toEqual({ ip: "unknown", userAgent: "UA", hub: "percymd", origin: "http://percymd.localhost:3000" });
    expect(
      requestContext(new Request("https://www.percytext.com/api/x", { headers: { host: "www.percytext.com" } })).hub,
    ).toBe("percytext");
    expect(requestContext(new Request("https://other.example/api/x", { headers: { host: "other.example" } })).hub).toBe(
      "marque",
    );
  });
  it("survives a malformed cookie escape (bad input, not a crash)", () => {
    const request = new Request("http://localhost:3000/api/x", {
      headers: { host: "localhost:3000", cookie: "a=%E0%A4%A; preferredHub=%" },
    });
    expect(requestContext(request).hub).toBe("marque");
    const valid = new Request("http://localhost:3000/api/x", {
      headers: { host: "localhost:3000", cookie: "x=%E0%A4%A; preferredHub=percymd" },
    });
    expect(requestContext(valid).hub).toBe("percymd");
  });
});

describe("handle", () => {
  it("turns an AppError into the JSON error shape with Retry-After", async () => {
    const route = handle(async () => {
      throw new AppError("API_RATE_LIMITED", "Slow down", { status: 429, retryAfter: 42 });
    });
    const res = await route(new Request("http://x/api/y"));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("42");
    expect(await res.json()).toEqual({ error: { code: "API_RATE_LIMITED", message: "Slow down" } });
  });
  it("hides unexpected exceptions behind a logged 500", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const route = handle(async () => {
      throw new Error("secret stack detail");
    });
    const res = await route(new Request("http://x/api/y"));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("secret stack detail");
    expect(JSON.parse(text).error.code).toBe("API_SERVER_ERROR");
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
  it("keeps every answer out of caches unless the handler chose a policy", async () => {
    const plain = await handle(async () => Response.json({ ok: true }))(new Request("http://x/api/y"));
    expect(plain.headers.get("cache-control")).toBe("private, no-store");
    const redirect = await handle(async () => Response.redirect("http://x/next", 303))(new Request("http://x/api/y"));
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("cache-control")).toBe("private, no-store");
    const chosen = await handle(async () => new Response("x", { headers: { "cache-control": "public, max-age=60" } }))(
      new Request("http://x/api/y"),
    );
    expect(chosen.headers.get("cache-control")).toBe("public, max-age=60");
  });
});
