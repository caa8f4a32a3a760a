/**
 * Roles on the routes, against the embedded backend (PGlite in memory), with
 * ann an admin and cy an agent (STAFF_AGENTS): cy gets 403 in the one error
 * shape, and nothing changes, from erasing a lead or a subscriber, publishing
 * or unpublishing a program, both CSVs, changing a role, and giving a lead to
 * someone else; she may take a lead herself, pause herself, and work leads.
 * Ann may do each of these; a role ann sets is audited and applies at once.
 */
import { getBackend } from "@/lib/backend";
import { ADMIN_SESSION_COOKIE, startAdminSession } from "@/lib/auth/admin-session";
import { POST as createProgram } from "@/app/api/admin/clients/route";
import { POST as publishPOST } from "@/app/api/admin/clients/[slug]/publish/route";
import { POST as unpublishPOST } from "@/app/api/admin/clients/[slug]/unpublish/route";
import { GET as subscribersCsv } from "@/app/api/admin/clients/[slug]/subscribers.csv/route";
import { POST as subscriberErase } from "@/app/api/admin/clients/[slug]/subscribers/[id]/erase/route";
import { POST as erasePOST } from "@/app/api/admin/leads/[id]/erase/route";
import { PATCH as leadPATCH } from "@/app/api/admin/leads/[id]/route";
import { GET as leadsCsv } from "@/app/api/admin/leads.csv/route";
import { POST as bulkPOST } from "@/app/api/admin/leads/bulk/route";
import { POST as staffPOST } from "@/app/api/admin/staff/route";
import { POST as notePOST } from "@/app/api/admin/leads/[id]/notes/route";
import { consent, ctx, submission } from "./backend-fixtures";
import { withEmbeddedBackend } from "../support/embedded-backend";

jest.setTimeout(60_000);

const HOST = "marque.localhost:3600";
const ORIGIN = `http://${HOST}`;
const ANN = "ann@example.com";
const CY = "cy@example.com";
const SLUG = "harbor-dental";
const SUBSCRIBER = "a".repeat(64);
const cookies: Record<string, string> = {};
let leadId = "";

withEmbeddedBackend("admin-roles-api", {
  NODE_ENV: "production",
  ADMIN_SESSION_SECRET: "roles-api-test-secret-0123456789abcdef0123",
  ADMIN_ACCESS_CODE: "x",
  ADMIN_EMAILS: `${ANN},${CY}`,
  STAFF_AGENTS: CY,
  SALES_INBOX: "sales@test.example",
  LOG_LEVEL: "CRITICAL",
});
beforeAll(async () => {
  for (const who of [ANN, CY])
    cookies[who] = `${ADMIN_SESSION_COOKIE}=${await startAdminSession(Date.now(), undefined, who)}`;
  leadId = (
    await getBackend().submitContact(
      submission({ email: "lead@roles.example", sms_signup: false, consent: [consent("email")] }),
      ctx,
    )
  ).leadId;
  const program = await createProgram(
    call(ANN, "POST", "/api/admin/clients", {
      slug: SLUG,
      businessName: "Harbor Dental LLC",
      brandName: "Harbor Dental",
      vertical: "dental",
      city: "Portland",
      state: "ME",
      website: "https://harbordental.example",
      supportEmail: "texts@harbordental.example",
      supportPhone: "+12075550100",
      programName: "Harbor Dental Reminders",
      description: "Appointment reminders and office news for Harbor Dental patients who ask for them.",
      messageTypes: "appointment reminders",
      frequency: "varies",
      number: "+12075550199",
      keyword: "HARBOR",
      sampleMessages: ["Harbor Dental: your cleaning is on Tuesday at 10:00. Reply STOP to opt out."],
      ageGate: "none",
    }),
  );
  expect(program.status).toBe(201);
}, 60_000);

function call(who: string, method: string, path: string, body?: unknown): Request {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { host: HOST, origin: ORIGIN, "content-type": "application/json", cookie: cookies[who] },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const slug = { params: Promise.resolve({ slug: SLUG }) };
const lead = () => ({ params: Promise.resolve({ id: leadId }) });

/** Each admin-only route, as a call by `who`. */
const adminOnlyCalls = (who: string): [string, () => Promise<Response>][] => [
  [
    "erase a lead",
    () => erasePOST(call(who, "POST", `/api/admin/leads/${leadId}/erase`, { confirm: "erase" }), lead()),
  ],
  ["publish", () => publishPOST(call(who, "POST", `/api/admin/clients/${SLUG}/publish`), slug)],
  ["unpublish", () => unpublishPOST(call(who, "POST", `/api/admin/clients/${SLUG}/unpublish`), slug)],
  ["the leads CSV", () => leadsCsv(call(who, "GET", "/api/admin/leads.csv"))],
  ["the subscribers CSV", () => subscribersCsv(call(who, "GET", `/api/admin/clients/${SLUG}/subscribers.csv`), slug)],
  [
    "erase a subscriber",
    () =>
      subscriberErase(
        call(who, "POST", `/api/admin/clients/${SLUG}/subscribers/${SUBSCRIBER}/erase`, { confirm: "erase" }),
        {
          params: Promise.resolve({ slug: SLUG, id: SUBSCRIBER }),
        },
      ),
  ],
  ["change a role", () => staffPOST(call(who, "POST", "/api/admin/staff", { email: ANN, role: "agent" }))],
  [
    "give a lead to someone else",
    () => leadPATCH(call(who, "PATCH", `/api/admin/leads/${leadId}`, { assignedTo: ANN }), lead()),
  ],
  [
    "give leads to someone else in bulk",
    () => bulkPOST(call(who, "POST", "/api/admin/leads/bulk", { ids: [leadId], action: "assign", assignedTo: ANN })),
  ],
];

describe("an agent", () => {
  it.each(adminOnlyCalls(CY).map(([name, run]) => [name, run] as const))("gets 403 from: %s", async (_name, run) => {
    const response = await run();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.objectContaining({ code: "API_FORBIDDEN" }) });
  });

  it("changed nothing with those, and works leads: takes one, notes it, pauses herself", async () => {
    const detail = (await getBackend().admin.lead(leadId))!;
    expect(detail.lead.erasedAt).toBeNull();
    expect(await getBackend().admin.staffRole(ANN)).toBe("admin");
    const taken = await leadPATCH(call(CY, "PATCH", `/api/admin/leads/${leadId}`, { assignedTo: CY }), lead());
    expect((await taken.json()).lead.assignedTo).toBe(CY);
    expect(
      (await notePOST(call(CY, "POST", `/api/admin/leads/${leadId}/notes`, { body: "Called" }), lead())).status,
    ).toBe(201);
    const paused = await staffPOST(call(CY, "POST", "/api/admin/staff", { email: CY, takesLeads: false }));
    expect((await paused.json()).member).toMatchObject({ email: CY, takesLeads: false, role: "agent" });
    // Not someone else's switch.
    expect((await staffPOST(call(CY, "POST", "/api/admin/staff", { email: ANN, takesLeads: false }))).status).toBe(403);
  });
});

describe("an admin", () => {
  it("may do each of them; a role set on the staff page applies at once and is audited", async () => {
    // One at a time: the role change (ann making herself an agent) comes after the others.
    const statuses: Record<string, number> = {};
    const calls = adminOnlyCalls(ANN);
    const roleChange = calls.findIndex(([name]) => name === "change a role");
    for (const [name, run] of [...calls.filter((_, i) => i !== roleChange), calls[roleChange]])
      statuses[name] = (await run()).status;
    // Each passes the guard: what follows is the route's own answer.
    for (const [name, status] of Object.entries(statuses)) expect([name, status === 403]).toEqual([name, false]);
    expect(statuses["the leads CSV"]).toBe(200);
    expect(statuses["change a role"]).toBe(200);
    // Ann made herself an agent above: she is one at once, and it is in the audit log.
    expect(await getBackend().admin.staffRole(ANN)).toBe("agent");
    expect((await leadsCsv(call(ANN, "GET", "/api/admin/leads.csv"))).status).toBe(403);
    const audit = await getBackend().admin.staff();
    expect(audit.find((m) => m.email === ANN)).toMatchObject({ role: "agent", roleSetOnPage: true });
  });

  it("the access code stays an admin", async () => {
    const code = `${ADMIN_SESSION_COOKIE}=${await startAdminSession()}`;
    const response = await leadsCsv(
      new Request(`${ORIGIN}/api/admin/leads.csv`, { headers: { host: HOST, cookie: code } }),
    );
    expect(response.status).toBe(200);
  });
});
