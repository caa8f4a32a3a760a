import { getBackend, resetBackendForTests } from "@/lib/backend";
import { createSupabaseTransport } from "@/lib/backend/supabase-transport";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { AppError } from "@/lib/errors/app-error";

const ctx = { ip: "198.51.100.1", userAgent: "jest", hub: "percytech" as const };

function transport(respond: (url: string, init: RequestInit) => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return respond(String(url), init ?? {});
  }) as typeof fetch;
  return {
    backend: createSupabaseTransport({ url: "https://proj.supabase.co", serviceRoleKey: "srv-key", fetch: fetchMock }),
    calls,
  };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected AppError, got ${String(error)}`);
  return error;
}

beforeAll(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

describe("Supabase transport", () => {
  it("sends a demo text through the demo-send function", async () => {
    const { backend, calls } = transport(async () => Response.json({ messageId: "m-1" }));
    await expect(backend.sendDemoText({ to: "+14155550188", body: "Hi" }, ctx)).resolves.toEqual({ messageId: "m-1" });
    expect(calls[0].url).toBe("https://proj.supabase.co/functions/v1/demo-send");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ to: "+14155550188", body: "Hi", context: ctx });
  });

  it("invokes the named function with the service key and the request context", async () => {
    const { backend, calls } = transport(async () => Response.json({ verificationId: "v-1", verification_id: "v-1" }));
    await expect(
      backend.startVerification({ email: "a@b.co", method: "email", purpose: "signup" }, ctx),
    ).resolves.toMatchObject({ verificationId: "v-1" });
    expect(calls[0].url).toBe("https://proj.supabase.co/functions/v1/start-verification");
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get("authorization")).toBe("Bearer srv-key");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      email: "a@b.co",
      method: "email",
      purpose: "signup",
      context: ctx,
    });
  });

  it("passes our 4xx errors through with status, fields and Retry-After", async () => {
    const { backend } = transport(async () =>
      Response.json(
        { error: { code: "API_RATE_LIMITED", message: "Please wait 42 seconds" } },
        { status: 429, headers: { "retry-after": "42" } },
      ),
    );
    const error = await failure(backend.resendVerification({ email: "a@b.co" }, ctx));
    expect([error.code, error.status, error.retryAfter, error.message]).toEqual([
      "API_RATE_LIMITED",
      429,
      42,
      "Please wait 42 seconds",
    ]);
  });

  it("maps a 5xx, a foreign error body or a network failure to 502 API_SERVER_ERROR", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    for (const respond of [
      async () => Response.json({ error: { code: "DB_QUERY_ERROR", message: "boom" } }, { status: 500 }),
      async () => new Response("<html>bad gateway</html>", { status: 400 }),
      async () => {
        throw new TypeError("fetch failed");
      },
    ]) {
      const error = await failure(
        transport(respond).backend.verifyCode(
          { verification_id: "x", verification_code: "123456", auth_method: "sms" },
          ctx,
        ),
      );
      expect([error.code, error.status]).toEqual(["API_SERVER_ERROR", 502]);
    }
  });

  it("admin reads and pipeline changes without SUPABASE_DB_URL fail with 502, not a crash", async () => {
    const { backend } = transport(async () => Response.json({}));
    expect((await failure(backend.admin.leads({}))).status).toBe(502);
    expect((await failure(backend.admin.setStatus("l1", "lost", "ann@example.com"))).status).toBe(502);
    expect((await failure(backend.admin.setFollowUp("l1", null, "ann@example.com"))).status).toBe(502);
    expect((await failure(backend.admin.addNote("l1", "Hi", "ann@example.com"))).status).toBe(502);
  });

  it("is chosen by getBackend when SUPABASE_URL and the service key are set", () => {
    const saved = { ...process.env };
    process.env.SUPABASE_URL = "https://proj.supabase.co";
    process.env.SUPABASE_SERVICE_ROLE_KEY = "srv-key";
    resetServerEnvForTests();
    resetBackendForTests();
    expect(getBackend().kind).toBe("supabase");
    delete process.env.SUPABASE_URL;
    resetServerEnvForTests();
    resetBackendForTests();
    expect(getBackend().kind).toBe("embedded");
    process.env = saved;
    resetServerEnvForTests();
    resetBackendForTests();
  });
});
