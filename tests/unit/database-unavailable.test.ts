/**
 * A database that is away is the site's 503 with "nothing was sent", in one
 * place: the PostgreSQL pool turns connection failures into it (a refused
 * port at once, an address that never answers within the connect timeout,
 * well under 5 s), and handle() maps any connection error that reaches it the
 * same way, never a 500. Other errors pass as they are.
 */
import { createServer } from "node:net";
import { openPostgres } from "@/lib/backend/database";
import { AppError } from "@/lib/errors/app-error";
import { isConnectionError, UNAVAILABLE_MESSAGE } from "@/lib/errors/database-unavailable";
import { handle } from "@/lib/http";

jest.setTimeout(30_000);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function withCode(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

describe("connection errors", () => {
  it.each(["ECONNREFUSED", "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "57P01", "57P03", "08006"])("%s is one", (code) => {
    expect(isConnectionError(withCode(code))).toBe(true);
  });

  it("inside an AggregateError or as a cause", () => {
    expect(isConnectionError(new AggregateError([withCode("ECONNREFUSED")]))).toBe(true);
    expect(isConnectionError(new Error("wrapped", { cause: withCode("57P01") }))).toBe(true);
  });

  it("a query's own fault is not", () => {
    expect(isConnectionError(withCode("23505", "duplicate key"))).toBe(false);
    expect(isConnectionError(new Error("boom"))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});

describe("handle()", () => {
  it("answers a connection error with the 503 and its message, anything else with the 500", async () => {
    const down = await handle(async () => {
      throw withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432");
    })(new Request("http://localhost/api/contact", { method: "POST" }));
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(await down.json()).toEqual({ error: { code: "DB_CONNECTION_ERROR", message: UNAVAILABLE_MESSAGE } });

    const broken = await handle(async () => {
      throw new Error("boom");
    })(new Request("http://localhost/api/contact", { method: "POST" }));
    expect(broken.status).toBe(500);
  });
});

describe("the PostgreSQL pool", () => {
  async function failure(url: string): Promise<{ error: unknown; ms: number }> {
    const { db, close } = openPostgres(url, { max: 1 });
    const started = Date.now();
    try {
      await db.query("select 1");
      throw new Error("expected the query to fail");
    } catch (error) {
      return { error, ms: Date.now() - started };
    } finally {
      await close();
    }
  }

  it("fails at once with the 503 when nothing listens", async () => {
    const { error, ms } = await failure(`postgres://postgres@127.0.0.1:${await freePort()}/none`);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, code: "DB_CONNECTION_ERROR", message: UNAVAILABLE_MESSAGE });
    expect(ms).toBeLessThan(5_000);
  });

  it("fails within 5 s with the 503 when the address never answers", async () => {
    // Accepts the TCP connection and never speaks: the connect timeout ends the wait.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silent.address() as { port: number };
      const { error, ms } = await failure(`postgres://postgres@127.0.0.1:${port}/none`);
      expect(error).toMatchObject({ status: 503, message: UNAVAILABLE_MESSAGE });
      expect(ms).toBeLessThan(5_000);
    } finally {
      silent.close();
    }
  });
});
