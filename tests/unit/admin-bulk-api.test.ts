/**
 * Bulk actions and ownership over HTTP, against the embedded backend (PGlite
 * in memory): assign and status by JSON or by a plain form post (the list
 * without JavaScript), each lead audited; bad input is a 422 naming the
 * field; no session, no change; another origin, 403.
 */
import { getBackend } from "@/lib/backend";
import { ADMIN_SESSION_COOKIE, startAdminSession } from "@/lib/auth/admin-session";
import { POST as bulkPOST } from "@/app/api/admin/leads/bulk/route";
import { PATCH } from "@/app/api/admin/leads/[id]/route";
import { GET as leadsGET } from "@/app/api/admin/leads/route";
import { consent, ctx, submission } from "./backend-fixtures";
import { withEmbeddedBackend } from "../support/embedded-backend";

const HOST = "marque.localhost:3000";
const ORIGIN = `http://${HOST}`;
const ANN = "ann@example.com";
const BOB = "bob@example.com";
let cookie = "";
const ids: string[] = [];

withEmbeddedBackend("admin-bulk-api", {
  NODE_ENV: "production",
  ADMIN_SESSION_SECRET: "bulk-api-test-secret-0123456789abcdef0123",
  ADMIN_ACCESS_CODE: "x",
  ADMIN_EMAILS: `${ANN},${BOB}`,
  SALES_INBOX: "sales@test.example",
  LOG_LEVEL: "WARN",
});
beforeAll(async () => {
  cookie = `${ADMIN_SESSION_COOKIE}=${await startAdminSession(Date.now(), undefined, ANN)}`;
  // Both off the round robin, so the leads arrive with no owner.
  for (const member of [ANN, BOB]) await getBackend().admin.setTakesLeads(member, false, ANN);
  for (const [i, email] of ["one@lead.example", "two@lead.example", "three@lead.example"].entries()) {
    const { leadId } = await getBackend().submitContact(
      submission({
        name: "Bulk Lead",
        email,
        phone: `+1415555030${i}`,
        sms_signup: false,
        consent: [consent("email")],
      }),
      ctx,
    );
    ids.push(leadId);
  }
}, 30_000);

function call(body: string, { form = false, session = true, origin = ORIGIN } = {}): Request {
  return new Request(`${ORIGIN}/api/admin/leads/bulk`, {
    method: "POST",
    headers: {
      host: HOST,
      origin,
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      ...(session ? { cookie } : {}),
    },
    body,
  });
}
const owners = async () =>
  Promise.all(ids.map(async (id) => (await getBackend().admin.lead(id))!.lead.assignedTo ?? null));

describe("POST /api/admin/leads/bulk", () => {
  it("refuses without a session (401), from another origin (403) and with bad input (422 naming the field)", async () => {
    const body = JSON.stringify({ ids, action: "assign", assignedTo: BOB });
    expect((await bulkPOST(call(body, { session: false }))).status).toBe(401);
    expect((await bulkPOST(call(body, { origin: "https://evil.example" }))).status).toBe(403);
    const cases: [unknown, string][] = [
      [{ ids: [], action: "assign", assignedTo: BOB }, "ids"],
      [{ ids: ["nope"], action: "assign", assignedTo: BOB }, "ids"],
      [{ ids, action: "delete" }, "action"],
      [{ ids, action: "status" }, "status"],
      [{ ids, action: "status", status: "won" }, "status"],
    ];
    for (const [input, field] of cases) {
      const response = await bulkPOST(call(JSON.stringify(input)));
      expect(response.status).toBe(422);
      expect(Object.keys((await response.json()).error.fields ?? {})).toContain(field);
    }
    // Someone not on the staff list: 422, and nothing changed.
    const stranger = await bulkPOST(call(JSON.stringify({ ids, action: "assign", assignedTo: "eve@example.com" })));
    expect(stranger.status).toBe(422);
    expect(await owners()).toEqual([null, null, null]);
  });

  it("assigns and changes status by JSON, one audit row per lead under the actor's name", async () => {
    const assigned = await bulkPOST(call(JSON.stringify({ ids: ids.slice(0, 2), action: "assign", assignedTo: BOB })));
    expect(await assigned.json()).toEqual({ updated: 2 });
    expect(await owners()).toEqual([BOB, BOB, null]);
    await bulkPOST(call(JSON.stringify({ ids: ids.slice(0, 2), action: "status", status: "qualified" })));
    for (const id of ids.slice(0, 2)) {
      const { lead, audit } = (await getBackend().admin.lead(id))!;
      expect(lead.status).toBe("qualified");
      expect(audit.map((a) => [a.actor, a.action])).toEqual([
        [ANN, "lead.assign"],
        [ANN, "lead.status"],
      ]);
    }
  });

  it("takes a plain form post (repeated ids) and goes back to the list it came from", async () => {
    const form = new URLSearchParams([
      ["ids", ids[1]],
      ["ids", ids[2]],
      ["action", "assign"],
      ["assignedTo", ""],
      ["status", "new"],
      ["back", "/admin/leads?view=mine&page=2"],
    ]);
    const response = await bulkPOST(call(form.toString(), { form: true }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/leads?view=mine&bulk=2");
    expect(await owners()).toEqual([BOB, null, null]);
    // A foreign "back" is ignored; a missing choice comes back as the field.
    const bad = new URLSearchParams([
      ["action", "assign"],
      ["assignedTo", BOB],
      ["back", "https://evil.example/"],
    ]);
    const refused = await bulkPOST(call(bad.toString(), { form: true }));
    expect(refused.headers.get("location")).toBe("/admin/leads?bulkError=ids");
  });
});

describe("owner on one lead, and the views", () => {
  it("PATCH assignedTo sets and clears the owner; ?view=mine lists the caller's leads", async () => {
    const patch = (body: unknown) =>
      PATCH(
        new Request(`${ORIGIN}/api/admin/leads/${ids[2]}`, {
          method: "PATCH",
          headers: { host: HOST, origin: ORIGIN, cookie, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id: ids[2] }) },
      );
    expect((await (await patch({ assignedTo: ANN })).json()).lead.assignedTo).toBe(ANN);
    const mine = await leadsGET(
      new Request(`${ORIGIN}/api/admin/leads?view=mine`, { headers: { host: HOST, cookie } }),
    );
    expect((await mine.json()).items.map((l: { id: string }) => l.id)).toEqual([ids[2]]);
    expect((await (await patch({ assignedTo: "" })).json()).lead.assignedTo).toBeNull();
    expect((await patch({ assignedTo: "not an email" })).status).toBe(422);
  });
});
