import http from "node:http";
import type { AddressInfo } from "node:net";
import { database } from "@/lib/backend/database";
import { optInReports } from "@/lib/backend/opt-in-reports";
import { removeOldOptInReports } from "@/lib/backend/core/retention";
import { setServerNow } from "@/lib/config/test-clock";
import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { RULE_IDS } from "@/lib/opt-in-check/types";
import { POST } from "@/app/api/opt-in-check/route";
import { OPT_IN_FIXTURES } from "../support/opt-in-fixtures";
import { withEmbeddedBackend } from "../support/embedded-backend";

/**
 * POST /api/opt-in-check in-process on the embedded database: the answers for good and bad input, the plain
 * form post, a URL read from a local fixture site (the test allowance names its port), the limit, and what a
 * report keeps.
 */
const HOST = "marque.localhost:3900";
const complete = OPT_IN_FIXTURES[0];
const body = (over: Record<string, unknown> = {}) => ({
  html: complete.html,
  brand: complete.brand,
  vertical: complete.vertical,
  samples: complete.samples,
  ...over,
});

function post(payload: unknown, { ip = "203.0.113.9", type = "application/json" } = {}) {
  return POST(
    new Request(`http://${HOST}/api/opt-in-check`, {
      method: "POST",
      headers: { host: HOST, origin: `http://${HOST}`, "content-type": type, "x-forwarded-for": ip },
      body: typeof payload === "string" ? payload : JSON.stringify(payload),
    }),
  );
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}

let site: http.Server;
let sitePort = 0;
jest.setTimeout(60_000);
beforeAll(async () => {
  // The fixture's pages, and a privacy policy on another site's address.
  const pages: Record<string, string> = {
    "/join": complete.html,
    "/join-elsewhere": complete.html.replace('href="/privacy"', 'href="https://policies.example.net/privacy"'),
    ...complete.site,
  };
  site = http.createServer((req, res) => {
    const page = pages[req.url ?? ""];
    res.writeHead(page ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(page ?? "<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  sitePort = (site.address() as AddressInfo).port;
  jest.spyOn(console, "error").mockImplementation(() => {});
}, 60_000);
// The fixture's port is known once its server listens (the hook above runs first).
withEmbeddedBackend("opt-in-check", () => ({
  E2E_FETCH_PORTS: String(sitePort),
  DATABASE_URL: undefined,
  RATE_LIMIT_RELAXED: undefined,
}));
beforeEach(() => resetRateLimiterForTests());
afterAll(async () => {
  jest.restoreAllMocks();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describe("POST /api/opt-in-check", () => {
  it("answers 200 with the report's id and every rule's verdict, and keeps the report at that id", async () => {
    const response = await post(body());
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      id: string;
      checks: { rule: string; status: string; message: string }[];
    };
    expect(answer.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(answer.checks.map((c) => c.rule)).toEqual([...RULE_IDS]);
    expect(answer.checks.filter((c) => c.status === "fail")).toEqual([]);
    // Pasted HTML: its links are not followed, so the policies are unknown, not failed.
    expect(answer.checks.filter((c) => c.status === "unknown").map((c) => c.rule)).toEqual([
      "privacy-sharing",
      "terms-sms",
    ]);
    const report = await optInReports.find(answer.id);
    expect(report?.checks.map(({ rule, status, message }) => ({ rule, status, message }))).toEqual(
      answer.checks.map(({ rule, status, message }) => ({ rule, status, message })),
    );
  });

  it("a report holds the business's inputs and the verdicts, nothing else", async () => {
    const { id } = (await (await post(body())).json()) as { id: string };
    const { rows } = await database().query<Record<string, unknown>>("select * from opt_in_reports where id = $1", [
      id,
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ["brand", "checks", "created_at", "id", "samples", "source", "url", "vertical"].sort(),
    );
    expect(rows[0]).toMatchObject({ brand: complete.brand, vertical: complete.vertical, source: "html", url: null });
    expect(JSON.stringify(rows[0])).not.toContain("203.0.113.9");
  });

  it("an unknown vertical is a 422 naming the accepted ones, the forbidden ones included", async () => {
    const response = await post(body({ vertical: "crypto" }));
    expect(response.status).toBe(422);
    const fields = (await errorOf(response)).fields!;
    for (const id of ["retail", "alcohol", "tobacco", "health", "vape", "cbd", "cannabis", "kratom"])
      expect(fields.vertical).toContain(id);
  });

  it.each([
    ["no url and no html", body({ html: undefined }), 422, "url", /address, or paste its HTML/],
    ["both", body({ url: "https://example.com/join" }), 422, "url", /not both/],
    ["no samples", body({ samples: [] }), 422, "samples", /at least one sample/],
    ["blank samples", body({ samples: ["  ", ""] }), 422, "samples", /at least one sample/],
    ["no brand", body({ brand: "" }), 422, "brand", /Brand name is required/],
  ])("%s: refused, naming the field", async (_name, payload, status, field, message) => {
    const response = await post(payload);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).fields?.[field]).toMatch(message);
  });

  it("an empty form names every missing field at once", async () => {
    const response = await post({ url: "", html: "", brand: "", vertical: "retail", samples: ["", ""] });
    expect(response.status).toBe(422);
    expect(Object.keys((await errorOf(response)).fields ?? {}).sort()).toEqual(["brand", "samples", "url"]);
  });

  it("HTML over 1 MB is a 413", async () => {
    const response = await post(body({ html: `<html><body>${"x".repeat(1024 * 1024)}</body></html>` }));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toMatch(/over 1 MB/);
  });

  it("an address that is not a public page is a 422, and nothing is fetched", async () => {
    const request = jest.spyOn(http, "request");
    for (const url of ["http://127.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[::ffff:10.0.0.1]/"]) {
      const response = await post(body({ html: undefined, url }));
      expect(response.status).toBe(422);
      expect((await errorOf(response)).fields?.url).toMatch(/only public pages/);
    }
    expect(request).not.toHaveBeenCalled();
    request.mockRestore();
  });

  it("bad JSON and a wrong content type are 400 and 415, never 500", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post("x", { type: "text/plain" })).status).toBe(415);
  });

  it("about 20 checks per 10 minutes per client, then 429 with Retry-After", async () => {
    for (let i = 0; i < 20; i++) expect((await post(body(), { ip: "198.51.100.20" })).status).toBe(200);
    const refused = await post(body(), { ip: "198.51.100.20" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(body(), { ip: "198.51.100.21" })).status).toBe(200);
  });
});

describe("a page checked by its address", () => {
  it("reads the page and its privacy policy and terms on the same site: a complete page passes everything", async () => {
    const response = await post(body({ html: undefined, url: `http://127.0.0.1:${sitePort}/join` }));
    expect(response.status).toBe(200);
    const { checks } = (await response.json()) as { checks: { rule: string; status: string }[] };
    expect(checks.filter((c) => c.status !== "pass")).toEqual([]);
  });

  it("a policy on another site is not read: unknown, not fail", async () => {
    const response = await post(body({ html: undefined, url: `http://127.0.0.1:${sitePort}/join-elsewhere` }));
    const { checks } = (await response.json()) as { checks: { rule: string; status: string; message: string }[] };
    const privacy = checks.find((c) => c.rule === "privacy-sharing")!;
    expect(privacy.status).toBe("unknown");
    expect(privacy.message).toContain("policies.example.net");
    expect(checks.filter((c) => c.status === "fail")).toEqual([]);
  });

  it("a page that is not there is a 422 saying so", async () => {
    const response = await post(body({ html: undefined, url: `http://127.0.0.1:${sitePort}/nowhere` }));
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.url).toMatch(/answered 404/);
  });
});

describe("a plain form post (no JavaScript)", () => {
  const form = (over: Record<string, string> = {}) => {
    const data = new URLSearchParams({
      html: complete.html,
      brand: complete.brand,
      vertical: complete.vertical,
      ...over,
    });
    for (const s of complete.samples) data.append("samples", s);
    return data.toString();
  };

  it("redirects to the report's own address", async () => {
    const response = await post(form(), { type: "application/x-www-form-urlencoded" });
    expect(response.status).toBe(303);
    const id = /^\/opt-in-check\/([A-Za-z0-9_-]{22})$/.exec(response.headers.get("location") ?? "")?.[1];
    expect(id && (await optInReports.find(id))?.brand).toBe(complete.brand);
  });

  it("answers a refusal with the form again, the reason and everything typed", async () => {
    const response = await post(form({ vertical: "crypto", brand: 'Sunny "Surf" <Shop>' }), {
      type: "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain("Vertical must be one of:");
    expect(page).toContain('value="Sunny &quot;Surf&quot; &lt;Shop&gt;"');
    expect(page).toContain(complete.samples[1]);
    expect(page).not.toContain("<Shop>");
  });
});

describe("a report's life", () => {
  afterEach(() => setServerNow(null));

  it("is kept 30 days: not found after, and retention removes it", async () => {
    const { id } = (await (await post(body())).json()) as { id: string };
    setServerNow(new Date(Date.now() + 29 * 86_400_000));
    expect(await optInReports.find(id)).not.toBeNull();
    setServerNow(new Date(Date.now() + 30 * 86_400_000 + 1000));
    expect(await optInReports.find(id)).toBeNull();
    expect(await removeOldOptInReports(database(), new Date(Date.now() + 30 * 86_400_000 + 1000))).toBeGreaterThan(0);
    setServerNow(null);
    expect(await optInReports.find(id)).toBeNull();
  });

  it("an id that is not one finds nothing", async () => {
    expect(await optInReports.find("../../etc")).toBeNull();
    expect(await optInReports.find("A".repeat(22))).toBeNull();
  });
});
