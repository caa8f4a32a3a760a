/**
 * The lead pipeline cores on the real schema (PGlite here; PostgreSQL in the
 * "node-postgres" project): status, follow-up day and notes, each change with
 * its audit row in one transaction, and the list's filters and orders.
 */
import { leadAudit } from "@/lib/backend/core/audit";
import {
  addLeadNote,
  leadNotes,
  recordStaffOptOut,
  setFollowUp,
  setLeadStatus,
  STAFF_OPT_OUT_VERSION,
  staffOptOutText,
} from "@/lib/backend/core/pipeline";
import { leadDetail, listLeads } from "@/lib/backend/core/admin";
import { smsOptedOut } from "@/lib/backend/core/opt-out";
import { buildConsentProof } from "@/lib/admin/consent-proof";
import { sha256Hex } from "@/lib/security/sha256";
import type { Db } from "@/lib/backend/core/db";
import type { LeadQuery } from "@/lib/types/backend";
import { cores, ctx, manualClock, withTestDb, submission, caught, phoneOf } from "./backend-fixtures";

jest.setTimeout(30_000);
const pg = withTestDb();

const ANN = "ann@example.com";
const NOW = new Date("2026-11-24T10:00:00.000Z");
const MISSING = "00000000-0000-4000-8000-000000000000";

/** A lead received at `at` (ISO), with the opt-ins given. */
async function lead(
  email: string,
  at = "2026-11-01T12:00:00.000Z",
  optIns: { email_signup?: boolean; sms_signup?: boolean } = {},
): Promise<string> {
  const clock = manualClock(at);
  const { leadId } = await cores(pg, { now: clock.now }).submitContact(
    submission({
      name: "Ada Lovelace",
      email,
      // The listing test's several people each have their own number; the others keep the fixture's.
      ...(email.includes("-") ? { phone: phoneOf(email) } : {}),
      email_signup: true,
      sms_signup: false,
      ...optIns,
    }),
    ctx,
  );
  return leadId;
}

/** The Db port with every audit insert failing, as a full disk or a dropped connection would. */
function failingAudit(db: Db): Db {
  const wrap = (inner: Db): Db => ({
    query: (sql, params) =>
      /insert into audit_log/.test(sql) ? Promise.reject(new Error("audit write failed")) : inner.query(sql, params),
    transaction: inner.transaction ? (fn) => inner.transaction!((tx) => fn(wrap(tx))) : undefined,
  });
  return wrap(db);
}

const statusOf = async (id: string) =>
  (await pg.query<{ status: string }>(`select status from leads where id = $1`, [id])).rows[0].status;

describe("lead status", () => {
  it("changes with one audit row naming the actor and the values before and after", async () => {
    const id = await lead("a@example.com");
    const changed = await setLeadStatus(pg.db, id, "contacted", ANN, NOW);
    expect(changed).toMatchObject({ id, status: "contacted", followUpOn: null });
    expect(await statusOf(id)).toBe("contacted");
    const audit = await leadAudit(pg.db, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: ANN,
      action: "lead.status",
      leadId: id,
      at: NOW.toISOString(),
      before: { status: "new" },
      after: { status: "contacted" },
    });
  });

  it("keeps the old status when its audit row cannot be written (one transaction)", async () => {
    const id = await lead("a@example.com");
    await expect(setLeadStatus(failingAudit(pg.db), id, "qualified", ANN, NOW)).rejects.toThrow("audit write failed");
    expect(await statusOf(id)).toBe("new");
    expect(await leadAudit(pg.db, id)).toEqual([]);
  });

  it("records nothing when the status is already the one asked for", async () => {
    const id = await lead("a@example.com");
    await setLeadStatus(pg.db, id, "contacted", ANN, NOW);
    const again = await setLeadStatus(pg.db, id, "contacted", "bob@example.com", NOW);
    expect(again.status).toBe("contacted");
    expect(await setLeadStatus(pg.db, id, "new", ANN, NOW)).toMatchObject({ status: "new" });
    const audit = await leadAudit(pg.db, id);
    expect(audit.map((a) => [a.actor, a.before, a.after])).toEqual([
      [ANN, { status: "new" }, { status: "contacted" }],
      [ANN, { status: "contacted" }, { status: "new" }],
    ]);
  });

  it("refuses a status outside the five with 422", async () => {
    const id = await lead("a@example.com");
    const error = await caught(setLeadStatus(pg.db, id, "won" as never, ANN, NOW));
    expect([error.status, error.fields]).toEqual([422, { status: "Unknown status" }]);
  });
});

describe("follow-up day", () => {
  it("is set and cleared, each change audited; the same day again records nothing", async () => {
    const id = await lead("a@example.com");
    expect((await setFollowUp(pg.db, id, "2026-12-01", ANN, NOW)).followUpOn).toBe("2026-12-01");
    await setFollowUp(pg.db, id, "2026-12-01", ANN, NOW);
    expect((await setFollowUp(pg.db, id, null, ANN, NOW)).followUpOn).toBeNull();
    const audit = await leadAudit(pg.db, id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ["lead.follow_up", { followUpOn: null }, { followUpOn: "2026-12-01" }],
      ["lead.follow_up", { followUpOn: "2026-12-01" }, { followUpOn: null }],
    ]);
  });

  it("refuses a day that does not exist", async () => {
    const id = await lead("a@example.com");
    for (const day of ["2026-02-30", "2026-13-01", "01/12/2026", ""]) {
      const error = await caught(setFollowUp(pg.db, id, day, ANN, NOW));
      expect(error.status).toBe(422);
      expect(Object.keys(error.fields ?? {})).toEqual(["followUpOn"]);
    }
    expect(await leadAudit(pg.db, id)).toEqual([]);
  });
});

describe("notes", () => {
  it("append with their author, oldest first, trimmed and with newline line ends", async () => {
    const id = await lead("a@example.com");
    const first = await addLeadNote(pg.db, id, "  Called, left a message.\r\nTry again Monday. ", ANN, NOW);
    expect(first).toMatchObject({
      leadId: id,
      author: ANN,
      body: "Called, left a message.\nTry again Monday.",
      createdAt: NOW.toISOString(),
    });
    await addLeadNote(pg.db, id, "Booked a demo", "access code", new Date(NOW.getTime() + 60_000));
    expect((await leadNotes(pg.db, id)).map((n) => [n.author, n.body])).toEqual([
      [ANN, "Called, left a message.\nTry again Monday."],
      ["access code", "Booked a demo"],
    ]);
    const audit = await leadAudit(pg.db, id);
    expect(audit.map((a) => [a.action, a.actor, a.subject, a.after])).toEqual([
      ["lead.note", ANN, first.id, { body: "Called, left a message.\nTry again Monday." }],
      ["lead.note", "access code", expect.any(String), { body: "Booked a demo" }],
    ]);
    // The lead's page reads both.
    const detail = await cores(pg).admin.lead(id);
    expect(detail?.notes.map((n) => n.body)).toEqual(["Called, left a message.\nTry again Monday.", "Booked a demo"]);
    expect(detail?.audit).toHaveLength(2);
  });

  it("refuses an empty, overlong or control-character note and stores nothing", async () => {
    const id = await lead("a@example.com");
    for (const [body, message] of [
      ["   \n ", "Note is required"],
      ["x".repeat(2001), "Note is too long"],
      ["tab\there", "Note contains invalid characters"],
      ["bell\u0007", "Note contains invalid characters"],
    ]) {
      const error = await caught(addLeadNote(pg.db, id, body, ANN, NOW));
      expect([error.status, error.fields]).toEqual([422, { body: message }]);
    }
    // 2,000 characters outside the BMP are 2,000 characters, not 4,000.
    await addLeadNote(pg.db, id, "😀".repeat(2000), ANN, NOW);
    expect(await leadNotes(pg.db, id)).toHaveLength(1);
  });

  it("is not stored when its audit row cannot be written", async () => {
    const id = await lead("a@example.com");
    await expect(addLeadNote(failingAudit(pg.db), id, "Lost?", ANN, NOW)).rejects.toThrow("audit write failed");
    expect(await leadNotes(pg.db, id)).toEqual([]);
  });
});

describe("an opt-out the person asked staff for", () => {
  const request = { ip: "198.51.100.9", userAgent: "staff browser" };
  const PHONE = "+14155550123";
  const staffRecords = async (id: string) =>
    (
      await pg.query<Record<string, unknown>>(
        `select * from consent_records where lead_id = $1 and version = $2 order by created_at, id`,
        [id, STAFF_OPT_OUT_VERSION],
      )
    ).rows;

  it("SMS: goes in the consent ledger with its text and hash, stops texts to the number, and is audited once", async () => {
    const id = await lead("s@example.com", "2026-11-01T12:00:00.000Z", { sms_signup: true });
    expect(await smsOptedOut(pg.db, PHONE)).toBe(false);
    expect(await recordStaffOptOut(pg.db, id, "sms", ANN, request, NOW)).toEqual({ recorded: true });

    const [record] = await staffRecords(id);
    const text = staffOptOutText("sms", ANN);
    expect(record).toMatchObject({ channel: "sms", granted: false, text, sha256: sha256Hex(text), phone: PHONE });
    expect(record).toMatchObject({ ip: request.ip, user_agent: request.userAgent, page_url: `/admin/leads/${id}` });
    expect(text).toContain(ANN);
    expect(await smsOptedOut(pg.db, PHONE)).toBe(true);
    expect((await leadAudit(pg.db, id)).map((a) => [a.actor, a.action, a.after])).toEqual([
      [ANN, "lead.opt_out", { channel: "sms", granted: false }],
    ]);

    // Already opted out: nothing more is recorded.
    expect(await recordStaffOptOut(pg.db, id, "sms", "bob@example.com", request, NOW)).toEqual({ recorded: false });
    expect(await staffRecords(id)).toHaveLength(1);
    expect(await leadAudit(pg.db, id)).toHaveLength(1);
  });

  it("shows in the proof of consent after the form's opt-in, as a staff event whose hash matches", async () => {
    const id = await lead("p@example.com", "2026-11-01T12:00:00.000Z", { sms_signup: true });
    await recordStaffOptOut(pg.db, id, "email", ANN, request, NOW);
    const detail = await leadDetail(pg.db, id);
    const proof = buildConsentProof(detail!.lead, detail!.consents, NOW);
    const email = proof.events.filter((e) => e.channel === "email");
    expect(email.map((e) => [e.action, e.source])).toEqual([
      ["opt-in", "contact form"],
      ["opt-out", "staff"],
    ]);
    expect(email[1]).toMatchObject({ text: staffOptOutText("email", ANN), hashMatches: true });
  });

  it("refuses an SMS opt-out for a lead with no phone (422 on the channel) and stores nothing", async () => {
    const clock = manualClock("2026-11-01T12:00:00.000Z");
    const { leadId: id } = await cores(pg, { now: clock.now }).submitContact(
      submission({ email: "nophone@example.com", phone: null, sms_signup: false, consent: [] }),
      ctx,
    );
    const error = await caught(recordStaffOptOut(pg.db, id, "sms", ANN, request, NOW));
    expect(error.status).toBe(422);
    expect(error.fields).toHaveProperty("channel");
    expect(await staffRecords(id)).toHaveLength(0);
    expect(await leadAudit(pg.db, id)).toHaveLength(0);
    expect((await caught(recordStaffOptOut(pg.db, MISSING, "email", ANN, request, NOW))).status).toBe(404);
  });
});

describe("the record is append-only", () => {
  it("the database refuses to edit or delete an audit row, or to edit a note", async () => {
    const id = await lead("a@example.com");
    await setLeadStatus(pg.db, id, "lost", ANN, NOW);
    await addLeadNote(pg.db, id, "Went with a competitor", ANN, NOW);
    await expect(pg.query(`update audit_log set actor = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(pg.query(`delete from audit_log`)).rejects.toThrow(/append-only/);
    await expect(pg.query(`update lead_notes set body = 'rewritten'`)).rejects.toThrow(/append-only/);
    expect((await leadAudit(pg.db, id)).map((a) => a.actor)).toEqual([ANN, ANN]);
    expect((await leadNotes(pg.db, id))[0].body).toBe("Went with a competitor");
  });
});

describe("an unknown lead", () => {
  it("answers 404 LEAD_NOT_FOUND to every change, and records nothing", async () => {
    for (const id of [MISSING, "not-a-uuid"]) {
      for (const call of [
        setLeadStatus(pg.db, id, "contacted", ANN, NOW),
        setFollowUp(pg.db, id, "2026-12-01", ANN, NOW),
        addLeadNote(pg.db, id, "Hello", ANN, NOW),
      ]) {
        const error = await caught(call);
        expect([error.status, error.code]).toEqual([404, "LEAD_NOT_FOUND"]);
      }
    }
    expect((await pg.query(`select count(*)::int as n from audit_log`)).rows[0]).toEqual({ n: 0 });
    expect(await leadNotes(pg.db, "not-a-uuid")).toEqual([]);
  });
});

describe("listLeads filters", () => {
  const emails = async (query: LeadQuery) => (await listLeads(pg.db, query)).items.map((l) => l.email);

  it("filter by status, opt-in and creation day (UTC, both ends included), and sort by follow-up", async () => {
    // Oldest first; the emails say what each lead is.
    const early = await lead("early-email@example.com", "2026-10-31T23:59:59.999Z");
    const first = await lead("first-both@example.com", "2026-11-01T00:00:00.000Z", { sms_signup: true });
    const sms = await lead("sms-only@example.com", "2026-11-02T08:00:00.000Z", {
      email_signup: false,
      sms_signup: true,
    });
    const last = await lead("last-email@example.com", "2026-11-03T23:59:59.999Z");
    await lead("late-none@example.com", "2026-11-04T00:00:00.000Z", { email_signup: false });

    // The one lead that is contacted and took SMS.
    await setLeadStatus(pg.db, sms, "contacted", ANN, NOW);
    await setLeadStatus(pg.db, last, "contacted", ANN, NOW);
    await setLeadStatus(pg.db, first, "qualified", ANN, NOW);

    expect(await emails({})).toEqual([
      "late-none@example.com",
      "last-email@example.com",
      "sms-only@example.com",
      "first-both@example.com",
      "early-email@example.com",
    ]);
    expect(await emails({ status: "contacted" })).toEqual(["last-email@example.com", "sms-only@example.com"]);
    expect(await emails({ status: "new" })).toEqual(["late-none@example.com", "early-email@example.com"]);
    expect(await emails({ optIn: "sms" })).toEqual(["sms-only@example.com", "first-both@example.com"]);
    expect(await emails({ optIn: "email" })).toEqual([
      "last-email@example.com",
      "first-both@example.com",
      "early-email@example.com",
    ]);
    expect(await emails({ status: "contacted", optIn: "sms" })).toEqual(["sms-only@example.com"]);
    expect(await emails({ status: "contacted", optIn: "email" })).toEqual(["last-email@example.com"]);
    expect(await emails({ status: "qualified", optIn: "sms", hub: "marque" })).toEqual([]);
    expect((await listLeads(pg.db, { status: "contacted", optIn: "sms" })).total).toBe(1);

    // Days are UTC and inclusive: the first millisecond of `from` and the last of `to` are in.
    expect(await emails({ from: "2026-11-01", to: "2026-11-03" })).toEqual([
      "last-email@example.com",
      "sms-only@example.com",
      "first-both@example.com",
    ]);
    expect(await emails({ from: "2026-11-02", to: "2026-11-02" })).toEqual(["sms-only@example.com"]);
    expect(await emails({ from: "2026-11-04" })).toEqual(["late-none@example.com"]);
    expect(await emails({ to: "2026-10-31" })).toEqual(["early-email@example.com"]);
    expect(await emails({ from: "2026-11-03", to: "2026-11-01" })).toEqual([]);
    const bad = await caught(listLeads(pg.db, { from: "2026-11-31" }));
    expect([bad.status, Object.keys(bad.fields ?? {})]).toEqual([422, ["from"]]);

    // Follow-up date first (soonest first), leads without one last, newest first among equals.
    await setFollowUp(pg.db, early, "2026-12-05", ANN, NOW);
    await setFollowUp(pg.db, last, "2026-12-01", ANN, NOW);
    await setFollowUp(pg.db, sms, "2026-12-05", ANN, NOW);
    expect(await emails({ sort: "follow_up" })).toEqual([
      "last-email@example.com",
      "sms-only@example.com",
      "early-email@example.com",
      "late-none@example.com",
      "first-both@example.com",
    ]);
    expect(await emails({ sort: "newest" })).toEqual(await emails({}));
    const sorted = await listLeads(pg.db, { sort: "follow_up", status: "contacted" });
    expect(sorted.items.map((l) => [l.email, l.followUpOn])).toEqual([
      ["last-email@example.com", "2026-12-01"],
      ["sms-only@example.com", "2026-12-05"],
    ]);
    // Pages follow the same order.
    const page1 = await listLeads(pg.db, { sort: "follow_up", pageSize: 2 });
    const page2 = await listLeads(pg.db, { sort: "follow_up", cursor: page1.next!, pageSize: 2 });
    expect(page2.items.map((l) => l.email)).toEqual(["early-email@example.com", "late-none@example.com"]);
    // And back: the previous page of page 2 is page 1; the last page has no next.
    const back = await listLeads(pg.db, { sort: "follow_up", cursor: page2.prev!, pageSize: 2 });
    expect(back.items.map((l) => l.email)).toEqual(page1.items.map((l) => l.email));
    expect(back.prev).toBeNull();
    const page3 = await listLeads(pg.db, { sort: "follow_up", cursor: page2.next!, pageSize: 2 });
    expect(page3.items.map((l) => l.email)).toEqual(["first-both@example.com"]);
    expect(page3.next).toBeNull();
  });
});
