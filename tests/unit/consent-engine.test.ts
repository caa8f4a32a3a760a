/**
 * The consent engine, on the real schema (PGlite, and PostgreSQL in the
 * node-postgres project), through the same entry the Twilio webhook calls:
 * a gated program's join keyword asks the date of birth in the thread and a
 * YES before it confirms nothing; an under-age date is refused and kept as
 * "under age", never the date; a number outside the US is told why; an
 * unsolicited YES, START or UNSTOP is no consent; UNSTOP resumes a stopped
 * subscription and the keyword after a STOP starts a new request; any opt-out
 * wording ends it with one confirmation; every other reply is kept for staff,
 * who may mark it as an opt-out (ledger and audit, once). Our own number
 * follows the same rules.
 */
import { programSmsConsent, smsConsent } from "@/lib/backend/core/opt-out";
import { listReplies, markReplyOptOut } from "@/lib/backend/core/replies";
import { leadThread } from "@/lib/backend/core/texting";
import { applyInbound } from "@/lib/backend/inbound";
import { notSubscribedSms, OPT_OUT_CONFIRMATION } from "@/lib/backend/templates";
import { HUBS } from "@/lib/hubs/registry";
import { createProgram, publishProgram, publishedProgram } from "@/lib/backend/programs/store";
import { subscriberCounts } from "@/lib/backend/programs/subscribers";
import { askAgeAgainSms, askAgeSms, howToJoinSms, underAgeSms } from "@/lib/programs/texts";
import { isAppError } from "@/lib/errors/app-error";
import { gateAnswer, readTextedBirthDate } from "@/lib/programs/age-gate";
import { cores, ctx, manualClock, withTestDb, submission } from "./backend-fixtures";

jest.setTimeout(120_000);
const pg = withTestDb();

const ANN = "ann@example.com";
const OURS = "+15005550006";
/** Area and exchange of the programs' numbers: each program adds four digits of its own. */
const CIGARS = "+1843555";
const TACKLE = "+1928555";
let minute = 0;
let sid = 0;
/** A text in, a minute after the last one: the ledger's order is the order they came in. */
async function text(from: string, to: string, body: string) {
  minute += 1;
  sid += 1;
  return applyInbound(pg.db, {
    messageSid: `SMengine${sid}`,
    from,
    to,
    body,
    pageUrl: "https://marquetext.com/api/webhooks/twilio/inbound",
    ip: "198.51.100.9",
    userAgent: "TwilioProxy/1.1",
    hubId: "marque",
    now: new Date(Date.parse("2026-11-30T15:00:00.000Z") + minute * 60_000),
  });
}

function program(slug: string, number: string, extra: Record<string, unknown> = {}) {
  return {
    slug,
    businessName: "Harbor Cigar Lounge LLC",
    brandName: "Harbor Cigar Lounge",
    vertical: "tobacco",
    city: "Charleston",
    state: "SC",
    website: "https://harbor.example",
    supportEmail: "help@harbor.example",
    supportPhone: "+18435550199",
    programName: "Harbor Lounge Releases",
    description: "Limited cigar releases and lounge events for members of the lounge.",
    messageTypes: ["release alerts", "event invitations"],
    frequency: 6,
    number,
    keyword: "LOUNGE",
    sampleMessages: [
      "Harbor Cigar Lounge: a limited release arrives Friday. Reply STOP to opt out.",
      "Harbor Cigar Lounge: pairing night Thursday at 7pm. Reply STOP to opt out.",
    ],
    ageGate: "21",
    ...extra,
  };
}

let programs = 0;
/** A published program with a slug and number of its own (programs outlive each test's truncation). */
async function published(slug: string, area: string, extra: Record<string, unknown> = {}) {
  programs += 1;
  const unique = `${slug}-${programs}`;
  await createProgram(pg.db, program(unique, `${area}${String(1000 + programs).slice(-4)}`, extra), ANN);
  await publishProgram(pg.db, unique, ANN);
  return (await publishedProgram(pg.db, unique))!;
}

async function ledger(programId: string | null, phone: string) {
  const { rows } = await pg.query<{ granted: boolean; step: string; text: string; age_affirmation: string | null }>(
    `select granted, step, text, age_affirmation from consent_records
      where phone = $1 and ${programId ? "program_id = $2" : "program_id is null"} order by created_at, id`,
    programId ? [phone, programId] : [phone],
  );
  return rows;
}

const outboxTo = async (phone: string) =>
  (await pg.query<{ body: string }>(`select body from outbox where "to" = $1 order by created_at`, [phone])).rows.map(
    (r) => r.body,
  );

describe("a gated program's join keyword", () => {
  it("asks the date of birth; a YES before it confirms nothing; an adult date sends the YES request", async () => {
    const p = await published("harbor-gate", CIGARS);
    const person = "+12025550101";
    expect((await text(person, p.data.number, "lounge")).reply).toBe(askAgeSms(p.data));
    expect((await text(person, p.data.number, "YES")).reply).toBe(askAgeAgainSms(p.data));
    expect((await programSmsConsent(pg.db, p.id, person)).state).toBe("none");
    expect(await outboxTo(person)).toEqual([]);
    // A two-digit year is no whole date: asked again, kept nowhere.
    expect((await text(person, p.data.number, "5/5/80")).reply).toBe(askAgeAgainSms(p.data));

    expect((await text(person, p.data.number, "05/05/1980")).reply).toBeNull();
    expect(await outboxTo(person)).toEqual([expect.stringMatching(/^Harbor Cigar Lounge: Reply YES to confirm/)]);
    expect((await text(person, p.data.number, "yes")).reply).toMatch(/you are subscribed to Harbor Lounge Releases/);
    const rows = await ledger(p.id, person);
    expect(rows.map((r) => [r.step, r.age_affirmation])).toEqual([
      ["age-asked", null],
      ["requested", "age affirmed 21+"],
      ["confirmation-sent", null],
      ["confirmed", null],
    ]);
    // Never the date of birth, anywhere.
    const everything = JSON.stringify(
      (await pg.query(`select * from consent_records`)).rows.concat((await pg.query(`select * from sms_replies`)).rows),
    );
    expect(everything).not.toMatch(/1980|5\/5\/80/);
  });

  it("refuses an under-age date politely, keeps 'under age' and sends nothing after it", async () => {
    const p = await published("harbor-young", CIGARS);
    const person = "+12025550102";
    await text(person, p.data.number, "LOUNGE");
    expect((await text(person, p.data.number, "12/01/2006")).reply).toBe(underAgeSms(p.data));
    expect((await text(person, p.data.number, "YES")).reply).toBe(howToJoinSms(p.data));
    const rows = await ledger(p.id, person);
    expect(rows.map((r) => [r.step, r.granted, r.age_affirmation])).toEqual([
      ["age-asked", false, null],
      ["under-age", false, "under age"],
    ]);
    expect(rows[1].text).not.toContain("2006");
    expect(await outboxTo(person)).toEqual([]);
    expect(await subscriberCounts(pg.db, p.id)).toMatchObject({ refused: 1, pending: 0, confirmed: 0 });
  });

  it("tells a Canadian number why it cannot join, and records nothing", async () => {
    const p = await published("harbor-canada", CIGARS);
    const reply = (await text("+14165550123", p.data.number, "LOUNGE")).reply;
    expect(reply).toMatch(/texts US mobile numbers only: carriers do not carry age-restricted texts to Canadian/);
    expect(await ledger(p.id, "+14165550123")).toEqual([]);
  });
});

describe("YES, START and UNSTOP", () => {
  it("from a number that asked nothing are no consent: how to join, nothing recorded", async () => {
    const p = await published("tackle-yes", TACKLE, { vertical: "outdoor", ageGate: "none", keyword: "FISH" });
    for (const word of ["YES", "START", "unstop"]) {
      expect((await text("+12025550103", p.data.number, word)).reply).toBe(howToJoinSms(p.data));
    }
    expect(await ledger(p.id, "+12025550103")).toEqual([]);
  });

  it("UNSTOP resumes a subscription the number stopped; after a STOP that never confirmed, the keyword starts anew", async () => {
    const p = await published("tackle-resume", TACKLE, { vertical: "outdoor", ageGate: "none", keyword: "FISH" });
    const person = "+12025550104";
    await text(person, p.data.number, "FISH");
    await text(person, p.data.number, "YES");
    expect((await text(person, p.data.number, "Please stop texting me")).reply).toMatch(/unsubscribed from/);
    expect((await text(person, p.data.number, "UNSTOP")).reply).toMatch(/you are subscribed/);
    expect((await programSmsConsent(pg.db, p.id, person)).state).toBe("confirmed");

    const other = "+12025550105";
    await text(other, p.data.number, "FISH");
    await text(other, p.data.number, "STOP");
    expect((await text(other, p.data.number, "YES")).reply).toBe(howToJoinSms(p.data));
    await text(other, p.data.number, "FISH");
    expect((await programSmsConsent(pg.db, p.id, other)).state).toBe("pending");
    expect(await outboxTo(other)).toHaveLength(2);
    expect((await text(other, p.data.number, "YES")).reply).toMatch(/you are subscribed/);
  });
});

describe("opt-outs in any words", () => {
  it.each(["Please stop texting me", "take me off your list", "no más", "ALTO", "I want to unsubscribe", "remove me"])(
    "%j ends the subscription with one confirmation; a second gets none",
    async (words) => {
      const p = await published("tackle-words", TACKLE, {
        vertical: "outdoor",
        ageGate: "none",
        keyword: "FISH",
      });
      const person = "+12025550106";
      await text(person, p.data.number, "FISH");
      await text(person, p.data.number, "YES");
      expect((await text(person, p.data.number, words)).reply).toMatch(/unsubscribed from/);
      expect((await programSmsConsent(pg.db, p.id, person)).state).toBe("opted-out");
      expect((await text(person, p.data.number, "STOP")).reply).toBeNull();
    },
  );

  it("'nonstop' is kept as a reply, not read as an opt-out", async () => {
    const p = await published("tackle-nonstop", TACKLE, { vertical: "outdoor", ageGate: "none", keyword: "FISH" });
    const person = "+12025550107";
    await text(person, p.data.number, "FISH");
    await text(person, p.data.number, "YES");
    expect((await text(person, p.data.number, "Are you open nonstop this weekend?")).reply).toBeNull();
    expect((await programSmsConsent(pg.db, p.id, person)).state).toBe("confirmed");
    expect((await listReplies(pg.db, p.id)).items.map((r) => r.body)).toEqual(["Are you open nonstop this weekend?"]);
  });
});

describe("replies kept for staff", () => {
  it("staff mark one as an opt-out: the ledger names them, the audit too, and only once", async () => {
    const p = await published("tackle-mark", TACKLE, { vertical: "outdoor", ageGate: "none", keyword: "FISH" });
    const person = "+12025550108";
    await text(person, p.data.number, "FISH");
    await text(person, p.data.number, "YES");
    await text(person, p.data.number, "my husband handles this now, thanks");
    const [reply] = (await listReplies(pg.db, p.id)).items;
    const mark = {
      actor: ANN,
      ip: "203.0.113.7",
      userAgent: "jest",
      hubId: "marque" as const,
      pageUrl: "/admin",
      now: new Date("2026-12-01T00:00:00.000Z"),
    };
    const marked = await markReplyOptOut(pg.db, reply.id, mark);
    expect(marked).toMatchObject({ optOutMarkedBy: ANN });
    expect((await programSmsConsent(pg.db, p.id, person)).state).toBe("opted-out");
    expect((await ledger(p.id, person)).at(-1)?.text).toMatch(
      /my husband handles this now.*recorded by staff: ann@example\.com/,
    );
    const audit = await pg.query(`select actor from audit_log where action = 'reply.opt_out' and subject = $1`, [
      reply.id,
    ]);
    expect(audit.rows).toEqual([{ actor: ANN }]);
    const again = await markReplyOptOut(pg.db, reply.id, mark).catch((e: unknown) => e);
    expect(isAppError(again) && again.status).toBe(409);
  });
});

describe("our own number", () => {
  it("an unsolicited YES is no consent; a lead's free text joins its thread as a reply staff can mark", async () => {
    const stranger = "+12025550109";
    expect((await text(stranger, OURS, "YES")).reply).toBe(notSubscribedSms(HUBS.marque));
    expect(await ledger(null, stranger)).toEqual([]);
    expect((await text(stranger, OURS, "who is this?")).reply).toBeNull();
    expect((await listReplies(pg.db, null)).items.map((r) => [r.phone, r.body])).toEqual([[stranger, "who is this?"]]);

    const phone = "+12025550110";
    const { leadId } = await cores(pg, { now: manualClock("2026-11-30T14:00:00.000Z").now }).submitContact(
      submission({ email: "lead@example.com", phone }),
      ctx,
    );
    await text(phone, OURS, "YES");
    expect((await smsConsent(pg.db, phone)).state).toBe("confirmed");
    await text(phone, OURS, "Can you call me Tuesday?");
    const thread = await leadThread({ db: pg.db }, leadId);
    const kept = thread.texts.find((t) => t.body === "Can you call me Tuesday?");
    expect(kept?.replyId).toEqual(expect.any(String));
    expect(thread.texts.find((t) => t.body === "YES")?.replyId).toBeUndefined();

    expect((await text(phone, OURS, "no más")).reply).toBe(OPT_OUT_CONFIRMATION);
    expect((await text(phone, OURS, "STOP")).reply).toBeNull();
    expect((await smsConsent(pg.db, phone)).state).toBe("opted-out");
  });
});

describe("reading a date of birth", () => {
  const today = new Date("2026-11-30T12:00:00.000Z");
  it("in the thread: MM/DD/YYYY (dashes or dots), a whole date only", () => {
    expect(readTextedBirthDate("05/05/1980", today)).toEqual({ kind: "date", iso: "1980-05-05" });
    expect(readTextedBirthDate(" 5-5-1980 ", today)).toEqual({ kind: "date", iso: "1980-05-05" });
    for (const unclear of ["5/5/80", "02/30/1990", "13/01/1990", "12/01/2030"])
      expect(readTextedBirthDate(unclear, today)).toEqual({ kind: "unclear" });
    for (const none of ["hello", "see you 5/5", "LOUNGE"])
      expect(readTextedBirthDate(none, today)).toEqual({ kind: "none" });
  });
  it("at the page's gate: 21 on the day of the 21st birthday, not the day before", () => {
    const p = { ageGate: "21" as const };
    expect(gateAnswer(p, "2005-11-30", today)).toBe("ok");
    expect(gateAnswer(p, "2005-12-01", today)).toBe("underage");
    expect(gateAnswer(p, "11/30/2005", today)).toBe("ok");
    expect(gateAnswer(p, "", today)).toBe("missing");
    expect(gateAnswer(p, "2005-02-30", today)).toBe("invalid");
  });
});
