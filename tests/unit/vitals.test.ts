import { database } from "@/lib/backend/database";
import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { sampleRate } from "@/lib/config/public-env";
import { routePattern } from "@/lib/vitals/route-pattern";
import { rate } from "@/lib/vitals/metrics";
import { POST } from "@/app/api/vitals/route";
import { withEmbeddedBackend } from "../support/embedded-backend";

const HOST = "percymd.localhost:3900";

function beacon(overrides: Record<string, unknown> = {}) {
  return {
    view: "0123456789abcdef",
    route: "/clients/[clientId]",
    hub: "percymd",
    device: "phone",
    connection: "4g",
    metrics: [
      { name: "LCP", value: 1234.5 },
      { name: "FCP", value: 800 },
      { name: "TTFB", value: 120 },
    ],
    ...overrides,
  };
}

function send(
  body: string,
  { ip = "203.0.113.7", headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  return POST(
    new Request(`http://${HOST}/api/vitals`, {
      method: "POST",
      headers: {
        host: HOST,
        origin: `http://${HOST}`,
        "content-type": "text/plain;charset=UTF-8",
        "x-forwarded-for": ip,
        ...headers,
      },
      body,
    }),
  );
}

async function rows() {
  const { rows } = await database().query<{ view_id: string; route: string; metric: string; value: number }>(
    "select view_id, route, hub_id, device, connection, metric, value from vital_samples order by metric",
  );
  return rows;
}

jest.setTimeout(60_000);
withEmbeddedBackend("vitals", { DATABASE_URL: undefined, RATE_LIMIT_RELAXED: undefined });
beforeAll(() => jest.spyOn(console, "error").mockImplementation(() => {}));
beforeEach(async () => {
  resetRateLimiterForTests();
  await database().query("delete from vital_samples");
});
afterAll(() => jest.restoreAllMocks());

describe("POST /api/vitals", () => {
  it("stores one row per metric with the route pattern, hub, device class and connection, and nothing else", async () => {
    const response = await send(JSON.stringify(beacon()));
    expect(response.status).toBe(204);
    expect(await rows()).toEqual([
      {
        view_id: "0123456789abcdef",
        route: "/clients/[clientId]",
        hub_id: "percymd",
        device: "phone",
        connection: "4g",
        metric: "FCP",
        value: 800,
      },
      {
        view_id: "0123456789abcdef",
        route: "/clients/[clientId]",
        hub_id: "percymd",
        device: "phone",
        connection: "4g",
        metric: "LCP",
        value: 1234.5,
      },
      {
        view_id: "0123456789abcdef",
        route: "/clients/[clientId]",
        hub_id: "percymd",
        device: "phone",
        connection: "4g",
        metric: "TTFB",
        value: 120,
      },
    ]);
    const { rows: columns } = await database().query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'vital_samples' order by ordinal_position",
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      "id",
      "view_id",
      "recorded_at",
      "day",
      "route",
      "hub_id",
      "device",
      "connection",
      "metric",
      "value",
      "rating",
    ]);
  });

  it("takes a 404's route pattern", async () => {
    expect((await send(JSON.stringify(beacon({ route: "/_not-found" })))).status).toBe(204);
    expect(new Set((await rows()).map((r) => r.route))).toEqual(new Set(["/_not-found"]));
  });

  it("a later beacon of the same view replaces a metric's value and adds the new ones", async () => {
    await send(JSON.stringify(beacon({ metrics: [{ name: "CLS", value: 0.01 }] })));
    await send(
      JSON.stringify(
        beacon({
          metrics: [
            { name: "CLS", value: 0.2 },
            { name: "INP", value: 48 },
          ],
        }),
      ),
    );
    expect((await rows()).map((r) => [r.metric, r.value])).toEqual([
      ["CLS", 0.2],
      ["INP", 48],
    ]);
  });

  it.each([
    ["not JSON", "{nope"],
    ["empty", ""],
    ["an array", JSON.stringify([beacon()])],
    ["a full URL as the route", JSON.stringify(beacon({ route: "https://x.example/pricing" }))],
    ["a query in the route", JSON.stringify(beacon({ route: "/pricing?email=a@b.co" }))],
    ["a client slug in the route", JSON.stringify(beacon({ route: "/clients/Don's BT" }))],
    ["an unknown hub", JSON.stringify(beacon({ hub: "acme" }))],
    ["an unknown device", JSON.stringify(beacon({ device: "tablet" }))],
    ["an unknown metric", JSON.stringify(beacon({ metrics: [{ name: "FID", value: 3 }] }))],
    ["a negative value", JSON.stringify(beacon({ metrics: [{ name: "LCP", value: -1 }] }))],
    ["a value as text", JSON.stringify(beacon({ metrics: [{ name: "LCP", value: "1200" }] }))],
    [
      "a metric twice",
      JSON.stringify(
        beacon({
          metrics: [
            { name: "LCP", value: 1 },
            { name: "LCP", value: 2 },
          ],
        }),
      ),
    ],
    ["no metric", JSON.stringify(beacon({ metrics: [] }))],
    ["a user agent", JSON.stringify(beacon({ userAgent: "Mozilla/5.0" }))],
    ["a bad view id", JSON.stringify(beacon({ view: "x" }))],
  ])("answers 400 to %s and stores nothing", async (_name, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("API_BAD_REQUEST");
    expect(await rows()).toEqual([]);
  });

  it("answers 413 to a body over its cap and stores nothing", async () => {
    const response = await send(JSON.stringify(beacon({ pad: "x".repeat(3000) })));
    expect(response.status).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it("takes 30 beacons a minute from one address, answers 429 to the 31st and stores nothing from it", async () => {
    for (let i = 0; i < 30; i++) {
      const view = i.toString(16).padStart(16, "0");
      expect((await send(JSON.stringify(beacon({ view, metrics: [{ name: "TTFB", value: i }] })))).status).toBe(204);
    }
    const refused = await send(
      JSON.stringify(beacon({ view: "f".repeat(16), metrics: [{ name: "TTFB", value: 99 }] })),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await rows()).toHaveLength(30);
    // Another address is not held back.
    expect((await send(JSON.stringify(beacon({ view: "e".repeat(16) })), { ip: "203.0.113.8" })).status).toBe(204);
  });

  it("answers 503, never 500, when the samples cannot be stored", async () => {
    await database().query("alter table vital_samples rename to vital_samples_away");
    try {
      const response = await send(JSON.stringify(beacon()));
      expect(response.status).toBe(503);
      expect((await response.json()).error.code).toBe("DB_QUERY_ERROR");
    } finally {
      await database().query("alter table vital_samples_away rename to vital_samples");
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses a beacon from another site", async () => {
    const response = await send(JSON.stringify(beacon()), { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await rows()).toEqual([]);
  });
});

describe("what the page sends", () => {
  it.each([
    ["/", {}, "/"],
    ["/pricing", { hub: "marque" }, "/pricing"],
    ["/clients/donsbt", { hub: "marque", clientId: "donsbt" }, "/clients/[clientId]"],
    ["/clients/donsbt/terms", { hub: "percymd", clientId: "donsbt" }, "/clients/[clientId]/terms"],
  ])("%s with params %o is %s", (pathname, params, pattern) => {
    expect(routePattern(pathname, params)).toBe(pattern);
  });

  it("samples every view unless told otherwise", () => {
    expect(sampleRate(undefined)).toBe(1);
    expect(sampleRate("0.25")).toBe(0.25);
    expect(sampleRate("0")).toBe(0);
    expect(sampleRate("2")).toBe(1);
    expect(sampleRate("half")).toBe(1);
  });

  it("rates values at Google's thresholds", () => {
    expect([rate("LCP", 2500), rate("LCP", 2501), rate("LCP", 4001)]).toEqual(["good", "needs-improvement", "poor"]);
    expect([rate("INP", 200), rate("INP", 500), rate("INP", 501)]).toEqual(["good", "needs-improvement", "poor"]);
    expect([rate("CLS", 0.1), rate("CLS", 0.25), rate("CLS", 0.26)]).toEqual(["good", "needs-improvement", "poor"]);
  });
});
