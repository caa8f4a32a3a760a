/**
 * The client-program JSON API against the embedded backend (PGlite in
 * memory): 201 {slug}, 422 naming each field, 409 for a taken slug or
 * number, publish refused for an ungated tobacco program, the campaign
 * brief's problems, the subscribers CSV with its status column, and the
 * staff session and same-origin checks in front of all of it. Then the
 * public opt-in route: JSON and a plain form post, the form token's
 * protections, and the inbound texts routed by `To`.
 */
import fc from "fast-check";
import { database } from "@/lib/backend/database";
import { ADMIN_SESSION_COOKIE, startAdminSession } from "@/lib/auth/admin-session";
import { issueFormToken } from "@/lib/security/form-token";
import { GET as listGET, POST as createPOST } from "@/app/api/admin/clients/route";
import { GET as oneGET, PATCH } from "@/app/api/admin/clients/[slug]/route";
import { POST as publishPOST } from "@/app/api/admin/clients/[slug]/publish/route";
import { POST as unpublishPOST } from "@/app/api/admin/clients/[slug]/unpublish/route";
import { GET as campaignGET } from "@/app/api/admin/clients/[slug]/campaign/route";
import { GET as csvGET } from "@/app/api/admin/clients/[slug]/subscribers.csv/route";
import { POST as optInPOST } from "@/app/api/programs/[slug]/opt-in/route";
import { POST as inbound } from "@/app/api/webhooks/twilio/inbound/route";
import { withEmbeddedBackend } from "../support/embedded-backend";
import { signedTwilioRequest } from "../support/signed-requests";

jest.setTimeout(60_000);

const HOST = "marque.localhost:3500";
const ORIGIN = `http://${HOST}`;
const ANN = "ann@example.com";
const TWILIO_TOKEN = "twilio-auth-token-for-programs";
let cookie = "";

withEmbeddedBackend("programs-api", {
  NODE_ENV: "production",
  ADMIN_SESSION_SECRET: "programs-api-test-secret-0123456789abcdef",
  FORM_TOKEN_SECRET: "programs-api-form-secret-0123456789abcdef",
  ADMIN_ACCESS_CODE: "x",
  ADMIN_EMAILS: ANN,
  TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
  LOG_LEVEL: "CRITICAL",
});
beforeAll(async () => {
  cookie = `${ADMIN_SESSION_COOKIE}=${await startAdminSession(Date.now(), undefined, ANN)}`;
}, 30_000);

function call(
  method: string,
  path: string,
  {
    body,
    session = true,
    origin = ORIGIN,
    type = "application/json",
    ip = "198.51.100.20",
  }: {
    body?: string;
    session?: boolean;
    origin?: string;
    type?: string;
    ip?: string;
  } = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: {
      host: HOST,
      origin,
      "content-type": type,
      "x-forwarded-for": ip,
      ...(session ? { cookie } : {}),
    },
    body,
  });
}
const params = (slug: string) => ({ params: Promise.resolve({ slug }) });

const PROGRAM = {
  slug: "cedar-cellars",
  businessName: "Cedar Cellars Inc.",
  brandName: "Cedar Cellars",
  vertical: "alcohol",
  city: "Portland",
  state: "OR",
  website: "https://cedarcellars.example",
  supportEmail: "texts@cedarcellars.example",
  supportPhone: "+15035550100",
  programName: "Cedar Cellars Wine Alerts",
  description: "Tasting events and allocation alerts for the Cedar Cellars wine club members.",
  messageTypes: "allocation alerts",
  frequency: "varies",
  number: "+15035550199",
  keyword: "CEDAR",
  sampleMessages: ["Cedar Cellars: your allocation is ready for pickup. Reply STOP to opt out."],
  ageGate: "none",
};

describe("the staff API", () => {
  it("refuses everyone without a session, and cross-origin changes", async () => {
    const anonymous = await createPOST(
      call("POST", "/api/admin/clients", { body: JSON.stringify(PROGRAM), session: false }),
    );
    expect(anonymous.status).toBe(401);
    expect((await listGET(call("GET", "/api/admin/clients", { session: false }))).status).toBe(401);
    const foreign = await createPOST(
      call("POST", "/api/admin/clients", { body: JSON.stringify(PROGRAM), origin: "https://evil.example" }),
    );
    expect(foreign.status).toBe(403);
  });

  it("creates a draft (201), names bad fields (422) and taken ones (409)", async () => {
    const bad = await createPOST(
      call("POST", "/api/admin/clients", {
        body: JSON.stringify({ ...PROGRAM, vertical: "casino", supportPhone: "12" }),
      }),
    );
    expect(bad.status).toBe(422);
    const { error } = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(["supportPhone", "vertical"]);
    expect(error.fields.vertical).toMatch(/tobacco \(age-restricted\)/);

    const created = await createPOST(call("POST", "/api/admin/clients", { body: JSON.stringify(PROGRAM) }));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ slug: "cedar-cellars" });

    const again = await createPOST(call("POST", "/api/admin/clients", { body: JSON.stringify(PROGRAM) }));
    expect(again.status).toBe(409);
    expect(Object.keys(((await again.json()) as { error: { fields: object } }).error.fields)).toEqual(["slug"]);
    const sameNumber = await createPOST(
      call("POST", "/api/admin/clients", { body: JSON.stringify({ ...PROGRAM, slug: "other-cellars" }) }),
    );
    expect(sameNumber.status).toBe(409);
    expect(Object.keys(((await sameNumber.json()) as { error: { fields: object } }).error.fields)).toEqual(["number"]);
  });

  it("flags an incomplete program in the brief, refuses to publish it ungated, and publishes it once fixed", async () => {
    const brief = await campaignGET(call("GET", "/api/admin/clients/cedar-cellars/campaign"), params("cedar-cellars"));
    const body = (await brief.json()) as { problems: { field: string }[]; optInUrl: string };
    expect(body.problems.map((p) => p.field)).toEqual(["ageGate", "sampleMessages"]);
    expect(body.optInUrl).toBe("https://marquetext.com/clients/cedar-cellars");

    const refused = await publishPOST(
      call("POST", "/api/admin/clients/cedar-cellars/publish"),
      params("cedar-cellars"),
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as { error: { fields: object } }).error.fields)).toEqual(["ageGate"]);

    const patched = await PATCH(
      call("PATCH", "/api/admin/clients/cedar-cellars", {
        body: JSON.stringify({
          ageGate: "21",
          sampleMessages: [
            ...PROGRAM.sampleMessages,
            "Cedar Cellars: tasting night Friday at 6pm. Reply STOP to opt out.",
          ],
        }),
      }),
      params("cedar-cellars"),
    );
    expect(patched.status).toBe(200);
    const ready = (await (
      await campaignGET(call("GET", "/api/admin/clients/cedar-cellars/campaign"), params("cedar-cellars"))
    ).json()) as { problems: unknown[] };
    expect(ready.problems).toEqual([]);
    const published = await publishPOST(
      call("POST", "/api/admin/clients/cedar-cellars/publish"),
      params("cedar-cellars"),
    );
    expect(await published.json()).toEqual({ slug: "cedar-cellars", liveVersion: 1 });

    const one = (await (
      await oneGET(call("GET", "/api/admin/clients/cedar-cellars"), params("cedar-cellars"))
    ).json()) as {
      unpublishedChanges: boolean;
    };
    expect(one.unpublishedChanges).toBe(false);
  });
});

describe("the opt-in and the texts to the program's number", () => {
  const aged = () => issueFormToken(Date.now() - 5_000).token;

  it("asks an adult to reply YES, refuses a minor, and confirms on a signed YES", async () => {
    const young = await optInPOST(
      call("POST", "/api/programs/cedar-cellars/opt-in", {
        body: JSON.stringify({ phone: "(503) 555-0142", consent: true, birthDate: "2010-01-01", formToken: aged() }),
      }),
      params("cedar-cellars"),
    );
    expect(young.status).toBe(422);
    expect(((await young.json()) as { error: { fields: Record<string, string> } }).error.fields.birthDate).toBe(
      "Sorry, you must be 21 or older to join Cedar Cellars Wine Alerts.",
    );

    const tooSoon = await optInPOST(
      call("POST", "/api/programs/cedar-cellars/opt-in", {
        body: JSON.stringify({
          phone: "(503) 555-0142",
          consent: true,
          birthDate: "1980-01-01",
          formToken: issueFormToken().token,
        }),
      }),
      params("cedar-cellars"),
    );
    expect(tooSoon.status).toBe(400);

    // Without JavaScript: a plain form post, answered with a redirect back to the page.
    const form = new URLSearchParams({
      phone: "(503) 555-0142",
      consent: "on",
      birthDate: "1980-01-01",
      formToken: aged(),
    });
    const posted = await optInPOST(
      call("POST", "/api/programs/cedar-cellars/opt-in", {
        body: form.toString(),
        type: "application/x-www-form-urlencoded",
      }),
      params("cedar-cellars"),
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/clients/cedar-cellars?optin=sent#join");

    // A refusal without JavaScript comes back to the page with the field's code, never free text.
    const unticked = await optInPOST(
      call("POST", "/api/programs/cedar-cellars/opt-in", {
        body: new URLSearchParams({ phone: "(503) 555-0142", birthDate: "1980-01-01", formToken: aged() }).toString(),
        type: "application/x-www-form-urlencoded",
      }),
      params("cedar-cellars"),
    );
    expect(unticked.headers.get("location")).toBe("/clients/cedar-cellars?error=consent#join");

    const { rows } = await database().query<{ from_number: string; body: string }>(
      `select from_number, body from outbox where "to" = '+15035550142'`,
    );
    expect(rows).toEqual([
      { from_number: "+15035550199", body: expect.stringContaining("Reply YES to confirm Cedar Cellars Wine Alerts") },
    ]);

    const text = async (body: string, to = "+15035550199") => {
      const url = `${ORIGIN}/api/webhooks/twilio/inbound`;
      const form = { From: "+15035550142", To: to, Body: body, MessageSid: `SM${body}${to}` };
      const response = await inbound(signedTwilioRequest(TWILIO_TOKEN, url, form));
      return response.text();
    };
    expect(await text("YES")).toContain("you are subscribed to Cedar Cellars Wine Alerts");
    expect(await text("HELP")).toContain("texts@cedarcellars.example");
    const csv = await (
      await csvGET(call("GET", "/api/admin/clients/cedar-cellars/subscribers.csv"), params("cedar-cellars"))
    ).text();
    expect(csv.split("\r\n")[1]).toMatch(
      /^\+15035550142,confirmed,.*,age affirmed 21\+,http:\/\/marque\.localhost:3500\/admin\/clients\/cedar-cellars\/subscribers\/[0-9a-f]{64}$/,
    );

    expect(await text("STOP")).toContain("unsubscribed from Cedar Cellars Wine Alerts");
    expect(await text("STOP", "+19285550100")).toContain("unsubscribed from Don&apos;s Bait &amp; Tackle Text Alerts");
    const after = await (
      await csvGET(call("GET", "/api/admin/clients/cedar-cellars/subscribers.csv"), params("cedar-cellars"))
    ).text();
    expect(after).toContain(",opted_out,");
  });

  it("answers 404 once unpublished", async () => {
    await unpublishPOST(call("POST", "/api/admin/clients/cedar-cellars/unpublish"), params("cedar-cellars"));
    const gone = await optInPOST(
      call("POST", "/api/programs/cedar-cellars/opt-in", {
        body: JSON.stringify({ phone: "(503) 555-0143", consent: true, birthDate: "1980-01-01", formToken: aged() }),
      }),
      params("cedar-cellars"),
    );
    expect(gone.status).toBe(404);
    // Its subscribers can still stop it, and ask for help, by texting its number.
    const url = `${ORIGIN}/api/webhooks/twilio/inbound`;
    const form = { From: "+15035550143", To: "+15035550199", Body: "HELP", MessageSid: "SMafter" };
    const help = await inbound(signedTwilioRequest(TWILIO_TOKEN, url, form));
    expect(await help.text()).toContain("Cedar Cellars Wine Alerts: help at texts@cedarcellars.example");
  });
});

describe("hostile input", () => {
  const value = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom("", "<script>alert(1)</script>", "\u0000", "\ud800", "__proto__", "+15035550199", "varies", "21"),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 40 }), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  const body = fc.dictionary(
    fc.constantFrom(...Object.keys(PROGRAM), "monogram", "phone", "consent", "birthDate", "formToken", "website"),
    value,
  );

  it("never answers 5xx: creating, patching, opting in", async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom("create", "patch", "optin"), async (fields, what) => {
        const text = JSON.stringify(fields);
        const response =
          what === "create"
            ? await createPOST(call("POST", "/api/admin/clients", { body: text }))
            : what === "patch"
              ? await PATCH(call("PATCH", "/api/admin/clients/donsbt", { body: text }), params("donsbt"))
              : await optInPOST(call("POST", "/api/programs/donsbt/opt-in", { body: text }), params("donsbt"));
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
