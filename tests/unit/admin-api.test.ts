/**
 * The admin API against the real embedded backend (PGlite in memory):
 * every route refuses without a valid cookie, and with one answers the
 * lists, filter, search, pages, CSV, detail with consents, verifications
 * without codes, and the outbox.
 */
import { getBackend } from "@/lib/backend";
import { signToken } from "@/lib/security/signed-token";
import { ADMIN_SESSION_COOKIE, startAdminSession } from "@/lib/auth/admin-session";
import { GET as leadsGET } from "@/app/api/admin/leads/route";
import { GET as leadGET } from "@/app/api/admin/leads/[id]/route";
import { GET as csvGET } from "@/app/api/admin/leads.csv/route";
import { GET as verificationsGET } from "@/app/api/admin/verifications/route";
import { GET as outboxGET } from "@/app/api/admin/outbox/route";
import { consent, ctx, submission } from "./backend-fixtures";
import { withEmbeddedBackend } from "../support/embedded-backend";

const SECRET = "api-test-secret-0123456789abcdef";
let cookie = "";

withEmbeddedBackend("admin-api", {
  NODE_ENV: "production",
  ADMIN_SESSION_SECRET: SECRET,
  ADMIN_ACCESS_CODE: "x",
  SALES_INBOX: "sales@test.example",
  LOG_LEVEL: "WARN",
});
beforeAll(async () => {
  cookie = `${ADMIN_SESSION_COOKIE}=${await startAdminSession()}`;
  const backend = getBackend();
  // 27 leads on percymd (more than one page), one each elsewhere, created in order: 29 people, each with
  // their own email and number (one number would make them one person).
  for (let i = 0; i < 27; i++) {
    await backend.submitContact(
      submission({
        name: `Patient Lead ${i}`,
        email: `p${i}@clinic.example`,
        phone: `+1415555${String(1000 + i)}`,
        sms_signup: false,
        consent: [consent("email")],
      }),
      { ...ctx, hub: "percymd" },
    );
  }
  await backend.submitContact(
    submission({ name: "Cigar Lounge", email: "owner@lounge.example", company: '=HYPERLINK("x")', hub_id: 1 }),
    { ...ctx, hub: "marque" },
  );
  await backend.submitContact(
    submission({ name: "Tech Buyer", email: "cto@tech.example", phone: "+14155552000", hub_id: 0 }),
    { ...ctx, hub: "percytech" },
  );
  await backend.startVerification({ email: "new@user.example", method: "email", purpose: "signup" }, ctx);
}, 30_000);

function get(path: string, headers: Record<string, string> = { cookie }): Request {
  return new Request(`http://marque.localhost:3000${path}`, { headers: { host: "marque.localhost:3000", ...headers } });
}
const noParams = { params: Promise.resolve({ id: "x" }) };

describe("without a valid admin session", () => {
  const forged = `${ADMIN_SESSION_COOKIE}=${signToken({ typ: "admin-session", exp: Date.now() + 60_000, iat: Date.now(), sub: "admin" }, "guessed")}`;
  const expired = `${ADMIN_SESSION_COOKIE}=${signToken({ typ: "admin-session", exp: Date.now() - 1, iat: Date.now() - 86_400_001, sub: "admin" }, SECRET)}`;
  const cases: Record<string, Record<string, string>> = {
    "no cookie": {},
    "a forged cookie": { cookie: forged },
    "an expired cookie": { cookie: expired },
    "Host: localhost": { host: "localhost" },
    "Host: localhost:3000 and a forged cookie": { host: "localhost:3000", cookie: forged },
  };
  for (const [name, headers] of Object.entries(cases)) {
    it(`every admin route answers 401 with ${name}`, async () => {
      const responses = await Promise.all([
        leadsGET(get("/api/admin/leads", headers)),
        leadGET(get("/api/admin/leads/x", headers), noParams),
        csvGET(get("/api/admin/leads.csv", headers)),
        verificationsGET(get("/api/admin/verifications", headers)),
        outboxGET(get("/api/admin/outbox", headers)),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          error: { code: "API_UNAUTHORIZED", message: "Admin sign-in required" },
        });
      }
    });
  }
});

describe("with a valid admin session", () => {
  it("lists leads newest first, 25 a page, with counts per hub", async () => {
    const response = await leadsGET(get("/api/admin/leads"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.json();
    expect(body.total).toBe(29);
    expect(body.items).toHaveLength(25);
    expect(body.items[0].name).toBe("Tech Buyer");
    expect(body.counts).toEqual({ marque: 1, percytech: 1, percymd: 27, percytext: 0 });
    expect(body.prev).toBeNull();
    const page2 = await (await leadsGET(get(`/api/admin/leads?cursor=${body.next}`))).json();
    expect(page2.next).toBeNull();
    expect(page2.items.map((l: { name: string }) => l.name)).toEqual([
      "Patient Lead 3",
      "Patient Lead 2",
      "Patient Lead 1",
      "Patient Lead 0",
    ]);
  });

  it("filters by hub and searches name, email and company", async () => {
    const marque = await (await leadsGET(get("/api/admin/leads?hub=marque"))).json();
    expect(marque.items.map((l: { email: string }) => l.email)).toEqual(["owner@lounge.example"]);
    const search = await (await leadsGET(get("/api/admin/leads?q=LEAD%2012"))).json();
    expect(search.items.map((l: { name: string }) => l.name)).toEqual(["Patient Lead 12"]);
    const none = await (await leadsGET(get("/api/admin/leads?hub=percytext&q=lead"))).json();
    expect(none.total).toBe(0);
    expect((await leadsGET(get("/api/admin/leads?hub=nope"))).status).toBe(422);
  });

  it("answers a bad page cursor with 400 and the field named, never a 500", async () => {
    for (const cursor of ["nonsense", "WyJsZWFkcyIsImEiLCJ4IiwieSJd", "%00"]) {
      const response = await leadsGET(get(`/api/admin/leads?cursor=${cursor}`));
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ cursor: "Invalid cursor" });
    }
  });

  it("exports every matching lead as CSV, formulas defused", async () => {
    const response = await csvGET(get("/api/admin/leads.csv"));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(30);
    expect(lines.find((l) => l.includes("owner@lounge.example"))).toContain(`"'=HYPERLINK(""x"")"`);
    const filtered = (await (await csvGET(get("/api/admin/leads.csv?hub=percytech"))).text()).trim().split("\r\n");
    expect(filtered).toHaveLength(2);
  });

  it("shows one lead with its consent records; an unknown id is 404", async () => {
    const [first] = (await (await leadsGET(get("/api/admin/leads?hub=marque"))).json()).items;
    const response = await leadGET(get(`/api/admin/leads/${first.id}`), { params: Promise.resolve({ id: first.id }) });
    const body = await response.json();
    expect(body.lead.email).toBe("owner@lounge.example");
    // Its opt-ins, and the row of the one confirmation text its number was sent.
    expect(body.consents.map((c: { channel: string }) => c.channel).sort()).toEqual(["email", "sms", "sms"]);
    const missing = await leadGET(get("/api/admin/leads/00000000-0000-0000-0000-000000000000"), {
      params: Promise.resolve({ id: "00000000-0000-0000-0000-000000000000" }),
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("LEAD_NOT_FOUND");
  });

  it("lists verifications with status and times, never a code", async () => {
    const body = await (await verificationsGET(get("/api/admin/verifications"))).json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      email: "new@user.example",
      status: "pending",
      method: "email",
      purpose: "signup",
    });
    const outbox = await (await outboxGET(get("/api/admin/outbox?to=new@user.example"))).json();
    const code = /\b(\d{6})\b/.exec(outbox.items[0].body)?.[1];
    expect(code).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain(code);
    expect(Object.keys(body.items[0]).some((k) => /code|hash|salt/i.test(k))).toBe(false);
  });

  it("filters the outbox by recipient", async () => {
    const sales = await (await outboxGET(get("/api/admin/outbox?to=sales@test.example"))).json();
    expect(sales.total).toBe(29);
    expect(sales.items.every((m: { to: string }) => m.to === "sales@test.example")).toBe(true);
  });
});
