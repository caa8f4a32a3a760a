import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger, redact } from "@/lib/log/logger";

function capture(level: "DEBUG" | "INFO" = "INFO") {
  const lines: string[] = [];
  const logger = createLogger({
    level,
    write: (line) => lines.push(line),
    now: () => new Date("2026-01-01T00:00:00Z"),
  });
  return { logger, lines };
}

describe("logger", () => {
  it("writes JSON lines at or above the level (default INFO)", () => {
    const { logger, lines } = capture();
    logger.debug("hidden");
    logger.info("hello", { hub: "marque" });
    logger.critical("boom");
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { time: "2026-01-01T00:00:00.000Z", level: "INFO", message: "hello", hub: "marque" },
      { time: "2026-01-01T00:00:00.000Z", level: "CRITICAL", message: "boom" },
    ]);
  });
  it("redacts the known secret and personal fields by name, at any depth, and keeps error codes", () => {
    const { logger, lines } = capture("DEBUG");
    logger.info("verification sent", {
      verification_code: "493817",
      otp: 123456,
      phone: "+14155550199",
      nested: { to: "4155550199", body: "Your Marque verification code is 918273. It expires in 15 minutes." },
      deeper: { one: { email: "ada@example.com", password: "hunter2", token: "tok_abc" } },
      code: "ZAPIER_WEBHOOK_FAILED",
      code_hash: "abc",
      authorization: "Bearer sk_live_1",
    });
    const out = lines.join("\n");
    for (const secret of ["493817", "123456", "918273", "4155550199", "ada@example", "hunter2", "tok_abc", "sk_live_1"])
      expect(out).not.toContain(secret);
    const entry = JSON.parse(lines[0]);
    expect(entry.phone).toBe("+*********99");
    expect(entry.nested.to).toBe("********99");
    expect(entry.nested.body).toBe("[redacted]");
    expect(entry.deeper.one).toEqual({ email: "a***@example.com", password: "[redacted]", token: "[redacted]" });
    expect(entry.code).toBe("ZAPIER_WEBHOOK_FAILED");
    expect(entry.verification_code).toBe("[redacted]");
    expect(entry.code_hash).toBe("[redacted]");
  });
  it("writes messages as they are: a number in a message is not taken for a phone (the access code prints whole)", () => {
    const { logger, lines } = capture();
    logger.info("generated one for this data directory: 1234-5678-9012", { digest: 2148372915 });
    expect(JSON.parse(lines[0])).toMatchObject({
      message: "generated one for this data directory: 1234-5678-9012",
      digest: 2148372915,
    });
  });
  it("posts to a remote endpoint in batches and ignores its failures", async () => {
    const fetchMock = jest.fn().mockRejectedValue(new Error("down"));
    const logger = createLogger({ remoteUrl: "http://logs.invalid/in", fetch: fetchMock, write: () => {} });
    expect(() => logger.warn("x")).not.toThrow();
    logger.info("y");
    // Nothing is posted per line: the lines wait for the batch.
    expect(fetchMock).not.toHaveBeenCalled();
    await logger.flush?.();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("http://logs.invalid/in");
    expect(init).toMatchObject({ method: "POST", headers: { "content-type": "application/x-ndjson" } });
    expect(
      String(init.body)
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).message),
    ).toEqual(["x", "y"]);
    const throwing = createLogger({
      remoteUrl: "http://logs.invalid/in",
      fetch: () => {
        throw new Error("sync");
      },
      write: () => {},
    });
    throwing.error("y");
    await expect(throwing.flush?.()).resolves.toBeUndefined();
  });
  it("sends a full batch at once, and then the rest on its timer", async () => {
    jest.useFakeTimers();
    try {
      const bodies: string[] = [];
      const logger = createLogger({
        remoteUrl: "http://logs.invalid/in",
        remoteBatchSize: 3,
        remoteFlushMs: 1000,
        fetch: async (_url, init) => {
          bodies.push(String(init?.body));
          return new Response("ok");
        },
        write: () => {},
      });
      for (const n of [1, 2, 3, 4]) logger.info(`line ${n}`);
      expect(bodies.map((b) => b.trim().split("\n").length)).toEqual([3]);
      jest.advanceTimersByTime(1000);
      expect(bodies.map((b) => b.trim().split("\n").length)).toEqual([3, 1]);
    } finally {
      jest.useRealTimers();
    }
  });
  it("adds the request's id and route, and an error's stack", () => {
    const lines: string[] = [];
    const logger = createLogger({
      write: (line) => lines.push(line),
      context: () => ({ requestId: "req-12345678", route: "/api/contact" }),
    });
    logger.error("failed", { error: new Error("boom") });
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: "ERROR", requestId: "req-12345678", route: "/api/contact" });
    expect(entry.error.message).toBe("boom");
    expect(entry.error.stack).toMatch(/^Error: boom\n\s+at /);
  });
  it("abandons a remote post that never gets an answer", async () => {
    const closed = new Promise<void>((resolve) => {
      // A log endpoint that reads the request and never answers.
      const server = createServer((req: IncomingMessage) => {
        req.resume();
        req.socket.on("close", () => {
          server.close();
          resolve();
        });
      });
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo;
        createLogger({ remoteUrl: `http://127.0.0.1:${port}/in`, remoteTimeoutMs: 50, write: () => {} }).warn("x");
      });
    });
    await expect(closed).resolves.toBeUndefined();
  }, 5000);
  it("never writes the admin access code from a ?admin= address in a URL field", () => {
    const { logger, lines } = capture();
    logger.info("client render error", {
      url: "https://marque.com/pricing?ref=x&admin=e2e-admin-code-4821#top",
      context: { pageUrl: "https://marque.com/?admin=e2e-admin-code-4821" },
    });
    expect(lines.join("\n")).not.toContain("e2e-admin-code-4821");
    expect(JSON.parse(lines[0]).url).toBe("https://marque.com/pricing?ref=x&admin=[redacted]#top");
  });
  it("development lines are readable text, production lines JSON", async () => {
    const lines: string[] = [];
    const pretty = createLogger({ pretty: true, write: (line) => lines.push(line), now: () => new Date() });
    pretty.warn("message send failed", { code: "MESSAGE_SEND_FAILED", phone: "+14155550199", attempt: 2 });
    await pretty.flush?.();
    expect(lines).toHaveLength(1);
    expect(() => JSON.parse(lines[0])).toThrow();
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: message send failed /);
    expect(lines[0]).toContain("MESSAGE_SEND_FAILED");
    expect(lines[0]).not.toContain("4155550199");
    pretty.info("ready");
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: ready/);
    const { logger, lines: json } = capture();
    logger.warn("message send failed", { attempt: 2 });
    expect(JSON.parse(json[0])).toMatchObject({ level: "WARN", message: "message send failed", attempt: 2 });
  });
  it("production lines never load pino-pretty, a development dependency", () => {
    jest.isolateModules(() => {
      jest.doMock("pino-pretty", () => {
        throw new Error("pino-pretty loaded");
      });
      const { createLogger: isolated } =
        jest.requireActual<typeof import("@/lib/log/pino-logger")>("@/lib/log/pino-logger");
      const lines: string[] = [];
      isolated({ write: (line) => lines.push(line) }).info("started");
      expect(JSON.parse(lines[0])).toMatchObject({ message: "started" });
    });
    jest.dontMock("pino-pretty");
  });
  it("redacts deep values and keeps the rest", () => {
    expect(redact({ a: 1, phone: ["+442071838750"], error: new Error("boom") })).toMatchObject({
      a: 1,
      phone: ["+**********50"],
      error: { name: "Error", message: "boom" },
    });
  });
});
