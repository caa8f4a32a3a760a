/**
 * The sales team on the real schema (PGlite here; PostgreSQL in the
 * "node-postgres" project, where the second instance is a second pool of
 * connections to the same server): the roster seeded from the environment,
 * roles and the round-robin switch (each change audited), owners in turn
 * skipping staff who are off and fair across two instances, the new-lead
 * email to the owner too, and the first-response clock: first answers by
 * status, email and text, one reminder and one escalation however many
 * servers run the clock, and the medians the dashboard shows.
 */
import { createCores, type CoreDeps } from "@/lib/backend/core/index";
import { recordSmsKeyword } from "@/lib/backend/core/opt-out";
import { syncRoster } from "@/lib/backend/core/staff";
import type { StaffRoster } from "@/lib/types/backend";
import { HUB_IDS } from "@/lib/hubs/registry";
import { consent, ctx, manualClock, withTestDb, submission } from "./backend-fixtures";

jest.setTimeout(90_000);
const pg = withTestDb();

const ANN = "ann@example.com";
const BOB = "bob@example.com";
const CY = "cy@example.com";
const INBOX = "sales@test.example";
const ROSTER: StaffRoster = { admins: [ANN, BOB, "Cy@Example.com"], agents: [CY] };
// Monday 23 November 2026, 10:00 in New York.
const MONDAY_10AM = "2026-11-23T15:00:00.000Z";

function deps(clock = manualClock(MONDAY_10AM), extra: Partial<CoreDeps> = {}): CoreDeps {
  return { db: pg.db, now: clock.now, staff: ROSTER, salesInbox: INBOX, ...extra };
}

let n = 0;
/** A lead from a new person (own email and number). */
async function lead(d: CoreDeps = deps(), hub = ctx.hub) {
  n += 1;
  return createCores(d).submitContact(
    submission({
      email: `person${n}@example.com`,
      phone: `+1415555${String(1000 + n).slice(-4)}`,
      sms_signup: false,
      consent: [consent("email")],
    }),
    { ...ctx, hub },
  );
}

/** The owners given in turn, in the order given. */
const owners = async () =>
  (
    await pg.query<{ owner: string }>(
      `select after->>'assignedTo' as owner from audit_log where actor = 'round robin' order by id`,
    )
  ).rows.map((r) => r.owner);

describe("the roster", () => {
  it("is seeded from ADMIN_EMAILS and STAFF_AGENTS; a role set on the page wins; an address taken off is unlisted", async () => {
    const admin = createCores(deps()).admin;
    expect((await admin.staff()).map((m) => [m.email, m.role, m.takesLeads])).toEqual([
      [ANN, "admin", true],
      [BOB, "admin", true],
      [CY, "agent", true],
    ]);
    expect(await admin.staffRole(CY)).toBe("agent");
    expect(await admin.staffRole("eve@example.com")).toBeNull();
    await admin.setStaffRole(BOB, "agent", ANN);
    await admin.setTakesLeads(CY, false, ANN);
    // Another server starting with the same environment does not undo the page's role.
    await syncRoster(pg.db, ROSTER);
    expect(await admin.staffRole(BOB)).toBe("agent");
    // Cy taken off ADMIN_EMAILS: no longer staff; listed again, back with the same switch.
    await syncRoster(pg.db, { admins: [ANN, BOB], agents: [] });
    expect(await admin.staffRole(CY)).toBeNull();
    await syncRoster(pg.db, ROSTER);
    expect((await admin.staff()).find((m) => m.email === CY)).toMatchObject({ role: "agent", takesLeads: false });
    const audit = await pg.query<{ actor: string; action: string; subject: string; before: unknown; after: unknown }>(
      `select actor, action, subject, before, after from audit_log order by id`,
    );
    expect(audit.rows).toEqual([
      { actor: ANN, action: "staff.role", subject: BOB, before: { role: "admin" }, after: { role: "agent" } },
      {
        actor: ANN,
        action: "staff.takes_leads",
        subject: CY,
        before: { takesLeads: true },
        after: { takesLeads: false },
      },
    ]);
    // Unknown members and roles are a 422 naming the field; nothing is recorded.
    await expect(admin.setStaffRole("eve@example.com", "agent", ANN)).rejects.toMatchObject({ status: 422 });
    await expect(admin.setStaffRole(ANN, "owner" as never, ANN)).rejects.toMatchObject({
      fields: { role: expect.any(String) },
    });
  });
});

describe("owners in turn", () => {
  it("gives each new lead the next member who takes leads, skipping those switched off", async () => {
    const admin = createCores(deps()).admin;
    await admin.setTakesLeads(BOB, false, ANN);
    for (let i = 0; i < 4; i++) await lead();
    expect(await owners()).toEqual([ANN, CY, ANN, CY]);
    // Bob back on: he is next (he has waited longest), then the turn goes on.
    await admin.setTakesLeads(BOB, true, ANN);
    for (let i = 0; i < 3; i++) await lead();
    expect((await owners()).slice(4)).toEqual([BOB, ANN, CY]);
    // Nobody on: the lead waits unassigned (the morning digest lists it).
    for (const m of [ANN, BOB, CY]) await admin.setTakesLeads(m, false, ANN);
    expect((await lead()).assignedTo).toBeNull();
    // Each turn is in the lead's history.
    const first = (
      await pg.query<{ lead_id: string }>(
        `select lead_id from audit_log where actor = 'round robin' order by id limit 1`,
      )
    ).rows[0].lead_id;
    expect((await admin.lead(first))!.audit.map((a) => [a.actor, a.action, a.after])).toEqual([
      ["round robin", "lead.assign", { assignedTo: ANN }],
    ]);
  });

  it("stays fair across two instances on one database submitting at once", async () => {
    const second = pg.secondInstance();
    try {
      const one = deps(manualClock(MONDAY_10AM));
      const two: CoreDeps = { ...deps(manualClock(MONDAY_10AM)), db: second.db };
      // Each on its own hub in turn, so no shared tally row happens to queue the inserts one by one.
      await Promise.all(Array.from({ length: 30 }, (_, i) => lead(i % 2 ? one : two, HUB_IDS[i % HUB_IDS.length])));
      const counts: Record<string, number> = {};
      for (const owner of await owners()) counts[owner] = (counts[owner] ?? 0) + 1;
      expect(counts).toEqual({ [ANN]: 10, [BOB]: 10, [CY]: 10 });
      // And in turn: no member twice before every other once.
      const turns = await owners();
      for (let i = 0; i + 3 <= turns.length; i += 3) expect(new Set(turns.slice(i, i + 3)).size).toBe(3);
    } finally {
      await second.close();
    }
  });

  it("sends the new-lead email to the owner as well as the sales inbox", async () => {
    const { leadId, assignedTo } = await lead();
    expect(assignedTo).toBe(ANN);
    const mail = await pg.query<{ to: string; subject: string; body: string }>(
      `select "to", subject, body from outbox where channel = 'email' and subject like 'New %' order by "to"`,
    );
    expect(mail.rows.map((r) => r.to)).toEqual([ANN, INBOX]);
    expect(mail.rows[0].body).toContain(`Owner: ${ANN}`);
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the first-response clock", () => {
  async function sent(subject: string) {
    return (
      await pg.query<{ to: string; subject: string; body: string }>(
        `select "to", subject, body from outbox where subject like $1 order by created_at, id`,
        [`${subject}%`],
      )
    ).rows;
  }

  it("reminds the owner once at the target and the sales inbox once at twice it, however many servers run it", async () => {
    const clock = manualClock(MONDAY_10AM);
    const { leadId } = await lead(deps(clock));
    const second = pg.secondInstance();
    try {
      const run = (db = pg.db) => createCores({ ...deps(clock), db }).admin.remindOverdue("https://marquetext.com");
      clock.advance(14 * 60_000);
      expect(await run()).toEqual({ reminded: 0, escalated: 0 });
      clock.advance(60_000);
      const [a, b] = await Promise.all([run(), run(second.db)]);
      expect(a.reminded + b.reminded).toBe(1);
      expect(await run()).toEqual({ reminded: 0, escalated: 0 });
      const reminders = await sent("Reminder:");
      expect(reminders.map((m) => m.to)).toEqual([ANN]);
      expect(reminders[0].subject).toBe("Reminder: Ada Lovelace has waited 15 minutes for an answer");
      expect(reminders[0].body).toContain(`https://marquetext.com/admin/leads/${leadId}`);
      clock.advance(15 * 60_000);
      const [c, d] = await Promise.all([run(), run(second.db)]);
      expect(c.escalated + d.escalated).toBe(1);
      expect(await run()).toEqual({ reminded: 0, escalated: 0 });
      expect((await sent("Escalation:")).map((m) => [m.to, m.subject])).toEqual([
        [INBOX, "Escalation: Ada Lovelace has waited 30 minutes with no answer"],
      ]);
    } finally {
      await second.close();
    }
  });

  it("stops at the first answer (status, email or text) and keeps the median per owner and per source", async () => {
    const clock = manualClock(MONDAY_10AM);
    const d = deps(clock);
    const cores = createCores(d);
    const [a, b, c] = [await lead(d), await lead(d), await lead(d)];
    clock.advance(5 * 60_000);
    await cores.admin.setStatus(a.leadId, "contacted", ANN);
    clock.advance(5 * 60_000);
    await cores.admin.emailLead(b.leadId, { subject: "Your inquiry", body: "Hello Ada,\n\nThanks for writing." }, BOB);
    // A number that confirmed with its own YES can be texted: that is c's first answer.
    const phone = (await cores.admin.lead(c.leadId))!.lead.phone!;
    await recordSmsKeyword(pg.db, {
      phone,
      granted: true,
      text: "YES",
      pageUrl: "https://percymd.com/api/webhooks/twilio/inbound",
      ip: "198.51.100.9",
      userAgent: "TwilioProxy/1.1",
      hubId: "percymd",
      now: clock.now(),
    });
    clock.advance(20 * 60_000);
    await cores.admin.sendText(c.leadId, "Hi, this is Cy from PercyMD.", CY);
    // Answered leads are past the target now, but nobody is reminded.
    expect(await cores.admin.remindOverdue("https://marquetext.com")).toEqual({ reminded: 0, escalated: 0 });
    // A later answer changes nothing.
    await cores.admin.setStatus(a.leadId, "qualified", ANN);
    const answered = await pg.query<{ how: string; owner: string; source: string; staff_seconds: number }>(
      `select how, owner, source, staff_seconds from lead_responses order by responded_at`,
    );
    expect(answered.rows).toEqual([
      { how: "status", owner: ANN, source: "direct", staff_seconds: 300 },
      { how: "email", owner: BOB, source: "direct", staff_seconds: 600 },
      { how: "text", owner: CY, source: "direct", staff_seconds: 1800 },
    ]);
    const email = await sent("Your inquiry");
    expect(email).toHaveLength(1);
    expect(email[0].body).toContain("Thanks for writing.");
    const { responses } = await cores.admin.dashboard();
    expect(responses).toMatchObject({
      overdue: 0,
      overall: { key: "all", medianSeconds: 600, leads: 3 },
      bySource: [{ key: "direct", medianSeconds: 600, leads: 3 }],
    });
    expect(responses!.byOwner.map((m) => [m.key, m.medianSeconds])).toEqual([
      [ANN, 300],
      [BOB, 600],
      [CY, 1800],
    ]);
    // The list of overdue leads is empty, and a new unanswered lead joins it at its target.
    const d2 = await lead(d);
    clock.advance(15 * 60_000);
    const overdue = await cores.admin.leads({ view: "overdue", now: clock.now().toISOString() });
    expect(overdue.items.map((l) => l.id)).toEqual([d2.leadId]);
    expect((await cores.admin.dashboard()).responses!.overdue).toBe(1);
  });
});
