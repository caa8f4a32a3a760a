/**
 * The morning follow-up digest on the real schema (PGlite here; PostgreSQL in
 * the "node-postgres" project), with the clock moved by jest's fake timers:
 * 08:00 on the office's wall clock (America/New_York, across both DST
 * changes), once per staff member per local day however many servers run,
 * and no email when there is nothing to say. Then ownership: only listed
 * staff, each change audited.
 */
import { truncateAll } from "@/lib/backend/database";
import { AppError } from "@/lib/errors/app-error";
import { leadAudit } from "@/lib/backend/core/audit";
import { assignLead, digestDay, localTime, sendFollowUpDigests } from "@/lib/backend/core/follow-up";
import { listLeads } from "@/lib/backend/core/admin";
import { setFollowUp, setLeadStatus } from "@/lib/backend/core/pipeline";
import { cores, ctx, manualClock, withTestDb, submission, phoneOf } from "./backend-fixtures";

jest.setTimeout(30_000);
const pg = withTestDb({ truncate: false });
beforeEach(async () => {
  await truncateAll(pg);
  await pg.exec("truncate follow_up_digests");
  // Only Date is faked: the database's own timers keep running.
  jest.useFakeTimers({
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
});
afterEach(() => jest.useRealTimers());

const ANN = "ann@example.com";
const BOB = "bob@example.com";
const STAFF = [ANN, "Bob@Example.com"];
const TZ = "America/New_York";

/** Weigh the digests at the faked "now", as the outbox tick does. */
const tick = () =>
  sendFollowUpDigests(pg.db, { staff: STAFF, timeZone: TZ, origin: "https://marquetext.com", now: new Date() });

async function digestsTo(to: string): Promise<{ subject: string; body: string }[]> {
  const { rows } = await pg.query<{ subject: string; body: string }>(
    `select subject, body from outbox where "to" = $1 and subject like '%your leads for%' order by created_at, id`,
    [to],
  );
  return rows;
}

async function lead(email: string, at: string): Promise<string> {
  const { leadId } = await cores(pg, { now: manualClock(at).now }).submitContact(
    submission({
      name: "Ada Lovelace",
      email,
      phone: phoneOf(email),
      sms_signup: false,
      consent: [submission().consent[0]],
    }),
    ctx,
  );
  return leadId;
}

/** A lead of ann's, due on `day`, received long enough ago not to count as new. */
async function annDueOn(day: string, email = "due@example.com"): Promise<string> {
  const id = await lead(email, "2026-10-01T12:00:00.000Z");
  await assignLead(pg.db, id, ANN, STAFF, ANN);
  await setFollowUp(pg.db, id, day, ANN);
  return id;
}

describe("the digest's wall clock", () => {
  it("is 08:00 in TZ on both sides of each DST change", () => {
    // Spring forward (8 March 2026): 08:00 EDT is 12:00 UTC; the day before, 08:00 EST is 13:00 UTC.
    expect(digestDay(new Date("2026-03-07T12:59:00Z"), TZ)).toBeNull();
    expect(digestDay(new Date("2026-03-07T13:00:00Z"), TZ)).toBe("2026-03-07");
    expect(digestDay(new Date("2026-03-08T11:59:00Z"), TZ)).toBeNull();
    expect(digestDay(new Date("2026-03-08T12:00:00Z"), TZ)).toBe("2026-03-08");
    // Fall back (1 November 2026): 08:00 EST is 13:00 UTC again.
    expect(digestDay(new Date("2026-10-31T12:00:00Z"), TZ)).toBe("2026-10-31");
    expect(digestDay(new Date("2026-11-01T12:30:00Z"), TZ)).toBeNull();
    expect(digestDay(new Date("2026-11-01T13:00:00Z"), TZ)).toBe("2026-11-01");
    // The local day, not UTC's: 02:00 UTC is still the evening before in New York.
    expect(localTime(new Date("2026-11-26T02:00:00Z"), TZ)).toEqual({ day: "2026-11-25", hour: 21, minute: 0 });
  });
});

describe("sendFollowUpDigests", () => {
  it("sends nothing before 08:00, one email at 08:00, none again that day, and one the next morning", async () => {
    await annDueOn("2026-11-26");
    jest.setSystemTime(new Date("2026-11-26T12:59:00Z")); // 07:59 EST
    expect(await tick()).toEqual({ day: null, sent: [] });
    expect(await digestsTo(ANN)).toHaveLength(0);

    jest.advanceTimersByTime(60_000); // 08:00 EST
    expect(await tick()).toEqual({ day: "2026-11-26", sent: [ANN] });
    const [mail] = await digestsTo(ANN);
    expect(mail.subject).toBe("1 due, 0 new unassigned: your leads for 2026-11-26");
    expect(mail.body).toContain("Ada Lovelace <due@example.com> (follow up 2026-11-26)");
    // Nothing of bob's is due and nothing new: no email to him.
    expect(await digestsTo(BOB)).toHaveLength(0);

    for (const hours of [1, 4, 10]) {
      jest.advanceTimersByTime(hours * 3_600_000);
      await tick();
    }
    expect(await digestsTo(ANN)).toHaveLength(1);

    // Next day, 07:59 then 08:00 local: the overdue lead is listed again, once.
    jest.setSystemTime(new Date("2026-11-27T12:59:00Z"));
    await tick();
    expect(await digestsTo(ANN)).toHaveLength(1);
    jest.advanceTimersByTime(60_000);
    await tick();
    expect((await digestsTo(ANN)).map((m) => m.subject)).toEqual([
      "1 due, 0 new unassigned: your leads for 2026-11-26",
      "1 due, 0 new unassigned: your leads for 2026-11-27",
    ]);
  });

  it("goes out at 08:00 EDT on the day the clocks spring forward", async () => {
    await annDueOn("2026-03-08");
    jest.setSystemTime(new Date("2026-03-08T11:59:00Z"));
    await tick();
    expect(await digestsTo(ANN)).toHaveLength(0);
    jest.advanceTimersByTime(60_000);
    await tick();
    expect(await digestsTo(ANN)).toHaveLength(1);
  });

  it("says nothing when nothing is due or new, and weighs that day only once", async () => {
    await annDueOn("2026-12-10"); // not due yet
    const closed = await annDueOn("2026-11-01", "closed@example.com");
    await setLeadStatus(pg.db, closed, "lost", ANN); // closed leads are never due
    jest.setSystemTime(new Date("2026-11-26T13:05:00Z"));
    expect(await tick()).toEqual({ day: "2026-11-26", sent: [] });
    const { rows } = await pg.query(`select count(*)::int as n from outbox where subject like '%your leads for%'`);
    expect(rows[0]).toEqual({ n: 0 });
    const weighed = await pg.query(`select staff_email, outbox_id from follow_up_digests order by staff_email`);
    expect(weighed.rows).toEqual([
      { staff_email: ANN, outbox_id: null },
      { staff_email: BOB, outbox_id: null },
    ]);
  });

  it("tells every staff member of a new unassigned lead once, and two servers at once send one email each", async () => {
    await lead("new@example.com", "2026-11-25T20:00:00.000Z");
    jest.setSystemTime(new Date("2026-11-26T13:00:00Z"));
    // Two instances weigh the same morning at the same moment.
    await Promise.all([tick(), tick()]);
    for (const to of [ANN, BOB]) {
      const mails = await digestsTo(to);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe("0 due, 1 new unassigned: your leads for 2026-11-26");
      expect(mails[0].body).toContain("<new@example.com>");
    }
    // The next morning it is no longer new: nothing to say.
    jest.setSystemTime(new Date("2026-11-27T13:00:00Z"));
    expect((await tick()).sent).toEqual([]);
  });
});

describe("ownership", () => {
  it("assigns only to listed staff (stored lower case), audits each change, and filters mine / unassigned / due", async () => {
    const id = await lead("own@example.com", "2026-11-20T12:00:00.000Z");
    const other = await lead("other@example.com", "2026-11-20T12:00:00.000Z");
    await expect(assignLead(pg.db, id, "eve@example.com", STAFF, ANN)).rejects.toMatchObject({
      status: 422,
      fields: { assignedTo: "Choose a staff member from the list" },
    });
    await expect(assignLead(pg.db, "not-a-lead", ANN, STAFF, ANN)).rejects.toBeInstanceOf(AppError);
    expect((await assignLead(pg.db, id, "BOB@example.com", STAFF, ANN)).assignedTo).toBe(BOB);
    await assignLead(pg.db, id, BOB, STAFF, ANN); // unchanged: no audit row
    await setFollowUp(pg.db, id, "2026-11-26", ANN);
    const audit = (await leadAudit(pg.db, id)).filter((e) => e.action === "lead.assign");
    expect(audit).toEqual([
      expect.objectContaining({ actor: ANN, before: { assignedTo: null }, after: { assignedTo: BOB } }),
    ]);

    const names = async (view: "mine" | "unassigned" | "due", me = BOB, today = "2026-11-26") =>
      (await listLeads(pg.db, { view, me, today })).items.map((l) => l.email);
    expect(await names("mine")).toEqual(["own@example.com"]);
    expect(await names("mine", ANN)).toEqual([]);
    expect(await names("unassigned")).toEqual(["other@example.com"]);
    expect(await names("due")).toEqual(["own@example.com"]);
    expect(await names("due", BOB, "2026-11-25")).toEqual([]);
    expect(other).toMatch(/^[0-9a-f-]{36}$/);
  });
});
