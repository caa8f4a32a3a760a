/**
 * The pipeline routes against the embedded backend (PGlite in memory): a
 * status, a follow-up day and notes by JSON or by a plain form post, refused
 * without a session or from another origin, and the list and CSV following
 * the same filters.
 */
import fc from "fast-check";
import { getBackend } from "@/lib/backend";
import { ADMIN_SESSION_COOKIE, startAdminSession } from "@/lib/auth/admin-session";
import { leadQuerySchema } from "@/lib/validation/admin";
import { parseQuery } from "@/lib/http";
import { AppError } from "@/lib/errors/app-error";
import { GET as leadGET, PATCH, POST as leadPOST } from "@/app/api/admin/leads/[id]/route";
import { POST as notePOST } from "@/app/api/admin/leads/[id]/notes/route";
import { POST as optOutPOST } from "@/app/api/admin/leads/[id]/opt-out/route";
import { GET as leadsGET } from "@/app/api/admin/leads/route";
import { GET as csvGET } from "@/app/api/admin/leads.csv/route";
import { consent, ctx, submission } from "./backend-fixtures";
import { withEmbeddedBackend } from "../support/embedded-backend";

const HOST = "marque.localhost:3000";
const ORIGIN = `http://${HOST}`;
const ANN = "ann@example.com";
const JSON_TYPE = { "content-type": "application/json" };
const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };
const MISSING = "00000000-0000-4000-8000-000000000000";
let cookie = "";
/** The lead the changes are made to; `other` is the one that must never be touched. */
let leadId = "";
let otherId = "";

withEmbeddedBackend("admin-pipeline-api", {
  NODE_ENV: "production",
  ADMIN_SESSION_SECRET: "pipeline-api-test-secret-0123456789abcdef",
  ADMIN_ACCESS_CODE: "x",
  ADMIN_EMAILS: ANN,
  SALES_INBOX: "sales@test.example",
  LOG_LEVEL: "WARN",
});
beforeAll(async () => {
  cookie = `${ADMIN_SESSION_COOKIE}=${await startAdminSession(Date.now(), undefined, ANN)}`;
  const backend = getBackend();
  // Off the round robin, so the only audit rows are the changes made here.
  await backend.admin.setTakesLeads(ANN, false, ANN);
  leadId = (
    await backend.submitContact(submission({ name: "Sms Lead", email: "sms@lead.example", sms_signup: true }), {
      ...ctx,
      hub: "percymd",
    })
  ).leadId;
  otherId = (
    await backend.submitContact(
      submission({
        name: "Email Lead",
        email: "email@lead.example",
        phone: "+14155550987",
        sms_signup: false,
        consent: [consent("email")],
      }),
      { ...ctx, hub: "percymd" },
    )
  ).leadId;
}, 30_000);

function call(
  method: string,
  path: string,
  { headers = {}, body, session = true }: { headers?: Record<string, string>; body?: string; session?: boolean } = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { host: HOST, origin: ORIGIN, ...(session ? { cookie } : {}), ...headers },
    body,
  });
}
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const json = (value: unknown) => JSON.stringify(value);
const detail = async (id = leadId) => (await getBackend().admin.lead(id))!;

describe("refusals", () => {
  it("answer 401 without a session, and change nothing", async () => {
    const responses = [
      await PATCH(
        call("PATCH", `/api/admin/leads/${leadId}`, {
          headers: JSON_TYPE,
          body: json({ status: "lost" }),
          session: false,
        }),
        params(leadId),
      ),
      await leadPOST(
        call("POST", `/api/admin/leads/${leadId}`, {
          headers: JSON_TYPE,
          body: json({ status: "lost" }),
          session: false,
        }),
        params(leadId),
      ),
      await notePOST(
        call("POST", `/api/admin/leads/${leadId}/notes`, {
          headers: JSON_TYPE,
          body: json({ body: "hi" }),
          session: false,
        }),
        params(leadId),
      ),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "API_UNAUTHORIZED", message: "Admin sign-in required" } });
    }
    // A form post without a session goes back to the page, which asks to sign in.
    const form = await leadPOST(
      call("POST", `/api/admin/leads/${leadId}`, { headers: FORM_TYPE, body: "status=lost", session: false }),
      params(leadId),
    );
    expect([form.status, form.headers.get("location")]).toEqual([303, `/admin/leads/${leadId}?error=session`]);
    expect((await detail()).lead.status).toBe("new");
    expect((await detail()).audit).toEqual([]);
  });

  it("answer 403 JSON to another origin, by JSON or by form, and change nothing", async () => {
    const evil = { origin: "https://evil.example" };
    const responses = [
      await PATCH(
        call("PATCH", `/api/admin/leads/${leadId}`, {
          headers: { ...JSON_TYPE, ...evil },
          body: json({ status: "lost" }),
        }),
        params(leadId),
      ),
      await leadPOST(
        call("POST", `/api/admin/leads/${leadId}`, { headers: { ...FORM_TYPE, ...evil }, body: "status=lost" }),
        params(leadId),
      ),
      await notePOST(
        call("POST", `/api/admin/leads/${leadId}/notes`, {
          headers: { ...JSON_TYPE, ...evil },
          body: json({ body: "hi" }),
        }),
        params(leadId),
      ),
      await notePOST(
        call("POST", `/api/admin/leads/${leadId}/notes`, { headers: { ...FORM_TYPE, ...evil }, body: "body=hi" }),
        params(leadId),
      ),
      // Without a session too: the origin is checked first.
      await leadPOST(
        call("POST", `/api/admin/leads/${leadId}`, {
          headers: { ...FORM_TYPE, ...evil },
          body: "status=lost",
          session: false,
        }),
        params(leadId),
      ),
    ];
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe("API_FORBIDDEN");
    }
    expect((await detail()).lead.status).toBe("new");
    expect((await detail()).notes).toEqual([]);
  });

  it("answer 422 naming the field for a bad status, a bad date or an empty note", async () => {
    const cases: Array<[Promise<Response>, string]> = [
      [
        PATCH(
          call("PATCH", `/api/admin/leads/${leadId}`, { headers: JSON_TYPE, body: json({ status: "won" }) }),
          params(leadId),
        ),
        "status",
      ],
      [
        PATCH(
          call("PATCH", `/api/admin/leads/${leadId}`, { headers: JSON_TYPE, body: json({ followUpOn: "2026-02-30" }) }),
          params(leadId),
        ),
        "followUpOn",
      ],
      [
        PATCH(
          call("PATCH", `/api/admin/leads/${leadId}`, { headers: JSON_TYPE, body: json({ followUpOn: "tomorrow" }) }),
          params(leadId),
        ),
        "followUpOn",
      ],
      [
        PATCH(call("PATCH", `/api/admin/leads/${leadId}`, { headers: JSON_TYPE, body: json({}) }), params(leadId)),
        "status",
      ],
      [
        notePOST(
          call("POST", `/api/admin/leads/${leadId}/notes`, { headers: JSON_TYPE, body: json({ body: "  \n " }) }),
          params(leadId),
        ),
        "body",
      ],
      [
        notePOST(
          call("POST", `/api/admin/leads/${leadId}/notes`, { headers: JSON_TYPE, body: json({}) }),
          params(leadId),
        ),
        "body",
      ],
      [
        notePOST(
          call("POST", `/api/admin/leads/${leadId}/notes`, {
            headers: JSON_TYPE,
            body: json({ body: "x".repeat(2001) }),
          }),
          params(leadId),
        ),
        "body",
      ],
      [
        notePOST(
          call("POST", `/api/admin/leads/${leadId}/notes`, {
            headers: JSON_TYPE,
            body: json({ body: "null\u0000byte" }),
          }),
          params(leadId),
        ),
        "body",
      ],
    ];
    for (const [pending, field] of cases) {
      const response = await pending;
      expect(response.status).toBe(422);
      expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    }
    expect((await detail()).audit).toEqual([]);
  });

  it("answer 415 to a body that is neither JSON nor a form, 400 to broken JSON, 404 to an unknown lead", async () => {
    const text = await PATCH(
      call("PATCH", `/api/admin/leads/${leadId}`, { headers: { "content-type": "text/plain" }, body: "status=lost" }),
      params(leadId),
    );
    expect(text.status).toBe(415);
    const broken = await PATCH(
      call("PATCH", `/api/admin/leads/${leadId}`, { headers: JSON_TYPE, body: "{" }),
      params(leadId),
    );
    expect(broken.status).toBe(400);
    for (const id of [MISSING, "not-a-lead"]) {
      const missing = await PATCH(
        call("PATCH", `/api/admin/leads/${id}`, { headers: JSON_TYPE, body: json({ status: "lost" }) }),
        params(id),
      );
      expect([missing.status, (await missing.json()).error.code]).toEqual([404, "LEAD_NOT_FOUND"]);
      const note = await notePOST(
        call("POST", `/api/admin/leads/${id}/notes`, { headers: JSON_TYPE, body: json({ body: "hi" }) }),
        params(id),
      );
      expect(note.status).toBe(404);
    }
  });
});

describe("changes by JSON", () => {
  it("PATCH sets status and follow-up under the session's actor and answers the lead; a note answers 201", async () => {
    const response = await PATCH(
      call("PATCH", `/api/admin/leads/${leadId}`, {
        headers: JSON_TYPE,
        body: json({ status: "contacted", followUpOn: "2026-12-01" }),
      }),
      params(leadId),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).lead).toMatchObject({ id: leadId, status: "contacted", followUpOn: "2026-12-01" });
    const note = await notePOST(
      call("POST", `/api/admin/leads/${leadId}/notes`, { headers: JSON_TYPE, body: json({ body: " Called back. " }) }),
      params(leadId),
    );
    expect(note.status).toBe(201);
    expect((await note.json()).note).toMatchObject({ leadId, author: ANN, body: "Called back." });
    // Clearing the day with null.
    const cleared = await PATCH(
      call("PATCH", `/api/admin/leads/${leadId}`, { headers: JSON_TYPE, body: json({ followUpOn: null }) }),
      params(leadId),
    );
    expect((await cleared.json()).lead.followUpOn).toBeNull();

    const found = await (await leadGET(call("GET", `/api/admin/leads/${leadId}`), params(leadId))).json();
    expect(found.notes.map((n: { body: string }) => n.body)).toEqual(["Called back."]);
    expect(found.audit.map((a: { actor: string; action: string }) => [a.actor, a.action])).toEqual([
      [ANN, "lead.status"],
      [ANN, "lead.follow_up"],
      [ANN, "lead.note"],
      [ANN, "lead.follow_up"],
    ]);
    expect((await detail(otherId)).audit).toEqual([]);
  });
});

describe("changes by plain form post (no JavaScript)", () => {
  it("answer 303 back to the lead page, or with ?error=<field> when a field is wrong", async () => {
    const post = (path: string, body: string, route = leadPOST) =>
      route(call("POST", path, { headers: FORM_TYPE, body }), params(leadId));
    const page = `/admin/leads/${leadId}`;

    const status = await post(`/api/admin/leads/${leadId}`, "status=qualified");
    expect([status.status, status.headers.get("location")]).toEqual([303, page]);
    expect((await detail()).lead.status).toBe("qualified");

    const day = await post(`/api/admin/leads/${leadId}`, "followUpOn=2027-01-15");
    expect([day.status, day.headers.get("location")]).toEqual([303, page]);
    expect((await detail()).lead.followUpOn).toBe("2027-01-15");
    // An emptied date input clears the day.
    await post(`/api/admin/leads/${leadId}`, "followUpOn=");
    expect((await detail()).lead.followUpOn).toBeNull();

    const note = await post(
      `/api/admin/leads/${leadId}/notes`,
      `body=${encodeURIComponent("Line one\r\nLine two")}`,
      notePOST,
    );
    expect([note.status, note.headers.get("location")]).toEqual([303, page]);
    expect((await detail()).notes.at(-1)).toMatchObject({ author: ANN, body: "Line one\nLine two" });

    for (const [path, body, field, route] of [
      [`/api/admin/leads/${leadId}`, "status=won", "status", leadPOST],
      [`/api/admin/leads/${leadId}`, "followUpOn=2026-13-01", "followUpOn", leadPOST],
      [`/api/admin/leads/${leadId}/notes`, "body=", "body", notePOST],
    ] as const) {
      const bad = await post(path, body, route);
      expect([bad.status, bad.headers.get("location")]).toEqual([303, `${page}?error=${field}`]);
    }
    expect((await detail()).lead.status).toBe("qualified");
  });
});

describe("an opt-out the person asked staff for", () => {
  it("is recorded once under the actor with the request's IP (201, then 200), by JSON or form; bad input is refused", async () => {
    const path = (id: string) => `/api/admin/leads/${id}/opt-out`;
    const post = (id: string, body: string, headers: Record<string, string>, extra = {}) =>
      optOutPOST(
        call("POST", path(id), { headers: { ...headers, "x-forwarded-for": "198.51.100.23" }, body, ...extra }),
        params(id),
      );

    const first = await post(leadId, json({ channel: "sms" }), JSON_TYPE);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ recorded: true });
    expect((await post(leadId, json({ channel: "sms" }), JSON_TYPE)).status).toBe(200);
    const staff = (await detail()).consents.filter((c) => c.version === "staff-opt-out");
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ channel: "sms", granted: false, ip: "198.51.100.23" });
    expect(staff[0].text).toContain(ANN);

    const form = await post(otherId, "channel=email", FORM_TYPE);
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`/admin/leads/${otherId}`);
    expect((await detail(otherId)).consents.filter((c) => c.version === "staff-opt-out")).toHaveLength(1);

    const bad = await post(leadId, json({ channel: "fax" }), JSON_TYPE);
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toHaveProperty("channel");
    expect((await post(leadId, "channel=fax", FORM_TYPE)).headers.get("location")).toBe(
      `/admin/leads/${leadId}?error=channel`,
    );
    expect((await post(leadId, json({ channel: "email" }), JSON_TYPE, { session: false })).status).toBe(401);
    const foreign = await optOutPOST(
      call("POST", path(leadId), {
        headers: { ...JSON_TYPE, origin: "https://evil.example" },
        body: json({ channel: "email" }),
      }),
      params(leadId),
    );
    expect(foreign.status).toBe(403);
    expect((await detail()).consents.filter((c) => c.version === "staff-opt-out")).toHaveLength(1);
  });
});

describe("list and CSV filters", () => {
  beforeAll(async () => {
    // leadId: SMS and email opt-in, contacted. otherId: email only, contacted too.
    await getBackend().admin.setStatus(leadId, "contacted", ANN);
    await getBackend().admin.setStatus(otherId, "contacted", ANN);
  });
  const get = (path: string) => call("GET", path);
  const csvEmails = async (query: string) => {
    const response = await csvGET(get(`/api/admin/leads.csv?${query}`));
    expect(response.status).toBe(200);
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toContain('"status","follow_up_on"');
    return rows.map((row) => /"([^"]+@lead\.example)"/.exec(row)?.[1]);
  };
  const listEmails = async (query: string) =>
    ((await (await leadsGET(get(`/api/admin/leads?${query}`))).json()).items as { email: string }[]).map(
      (l) => l.email,
    );

  it("the CSV follows the filters exactly, like the list", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const cases: Array<[string, string[]]> = [
      ["", ["email@lead.example", "sms@lead.example"]],
      ["status=contacted&optin=sms", ["sms@lead.example"]],
      ["status=contacted&optin=email", ["email@lead.example", "sms@lead.example"]],
      ["status=new&optin=sms", []],
      ["status=contacted&optin=sms&hub=marque", []],
      [`status=contacted&optin=sms&from=${today}&to=${today}`, ["sms@lead.example"]],
      ["status=contacted&optin=sms&to=2000-01-01", []],
      ["q=sms&status=contacted", ["sms@lead.example"]],
    ];
    for (const [query, expected] of cases) {
      expect([query, await csvEmails(query)]).toEqual([query, expected]);
      expect([query, await listEmails(query)]).toEqual([query, expected]);
    }
    const rows = (await (await csvGET(get("/api/admin/leads.csv?optin=sms"))).text()).trim().split("\r\n");
    expect(rows[1]).toContain('"contacted",""');
  });

  it("refuse a bad filter with 422 naming it", async () => {
    for (const [query, field] of [
      ["status=won", "status"],
      ["optin=fax", "optin"],
      ["from=2026-02-30", "from"],
      ["to=yesterday", "to"],
      ["sort=oldest", "sort"],
      ["from=2026-12-02&to=2026-12-01", "from"],
    ]) {
      for (const route of [leadsGET, csvGET]) {
        const response = await route(get(`/api/admin/leads${route === csvGET ? ".csv" : ""}?${query}`));
        expect([query, response.status, Object.keys((await response.json()).error.fields)]).toEqual([
          query,
          422,
          [field],
        ]);
      }
    }
  });

  it("the query schema reads every filter, an empty value meaning none", () => {
    expect(
      parseQuery(
        leadQuerySchema,
        new URLSearchParams("status=lost&optin=email&from=2026-01-01&to=2026-01-31&sort=follow_up"),
      ),
    ).toEqual({ status: "lost", optin: "email", from: "2026-01-01", to: "2026-01-31", sort: "follow_up" });
    expect(parseQuery(leadQuerySchema, new URLSearchParams("status=&optin=&from=&to=&sort="))).toEqual({});
    expect(() => parseQuery(leadQuerySchema, new URLSearchParams("from=2026-01-02&to=2026-01-01"))).toThrow(AppError);
  });
});

describe("hostile bodies", () => {
  const edges = [
    "\u0000",
    "\u0007",
    "\ud800",
    "\ufeff",
    "\u202e",
    "\u2028",
    "😀",
    "e\u0301",
    "\r\n",
    "\t",
    "x".repeat(2500),
  ];
  const text = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.array(fc.constantFrom(...edges, "a", " ", "-", "2026-12-01"), { maxLength: 12 }).map((p) => p.join("")),
  );
  const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }));
  const fields = fc.dictionary(fc.constantFrom("status", "followUpOn", "body", "__proto__", "id"), value, {
    maxKeys: 4,
  });
  const body = fc.oneof(
    fields.map((v) => ({ type: "application/json", body: JSON.stringify(v) })),
    fields.map((v) => ({
      type: "application/x-www-form-urlencoded",
      body: new URLSearchParams(Object.entries(v).map(([k, x]) => [k, String(x)])).toString(),
    })),
    fc
      .tuple(fc.constantFrom("application/json", "application/x-www-form-urlencoded"), text)
      .map(([type, t]) => ({ type, body: t })),
  );

  it("never answer a 5xx; JSON errors keep the one shape, form posts go back to the lead page", async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(leadId, MISSING, "x", "%00"), fc.boolean(), async (sent, id, note) => {
        const request = call("POST", `/api/admin/leads/${id}${note ? "/notes" : ""}`, {
          headers: { "content-type": sent.type },
          body: sent.body,
        });
        const response = await (note ? notePOST : leadPOST)(request, params(id));
        expect(response.status).toBeLessThan(500);
        if (response.status === 303) {
          expect(response.headers.get("location")).toMatch(
            new RegExp(`^/admin/leads/${encodeURIComponent(id)}(\\?error=[A-Za-z-]+)?$`),
          );
        } else if (response.status >= 400) {
          const error = (await response.json()).error;
          expect(typeof error.code).toBe("string");
          expect(typeof error.message).toBe("string");
        }
      }),
      { numRuns: 300 },
    );
  });
});
