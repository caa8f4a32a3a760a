/**
 * Two-way texting and erasure on the real schema (PGlite here; PostgreSQL in
 * the "node-postgres" project): a staff text only to a number that confirmed
 * with its own YES, refused with the reason otherwise (no YES, STOP, budget
 * spent) and nothing queued then; inbound texts and automatic answers join the
 * thread; each text is audited. Erasure leaves the email and number in no
 * text column of any table, keeps the consent proof by hash, and an opted-out
 * number stays suppressed (and a later STOP still counts).
 */
import { leadAudit } from "@/lib/backend/core/audit";
import { leadDetail } from "@/lib/backend/core/admin";
import { addLeadNote, setLeadStatus } from "@/lib/backend/core/pipeline";
import { recordSmsKeyword, smsOptedOut } from "@/lib/backend/core/opt-out";
import { leadThread, sendLeadText, TEXT_REFUSALS } from "@/lib/backend/core/texting";
import { recordInboundText } from "@/lib/backend/core/lead-inbound";
import { eraseLead, findPersonalData } from "@/lib/backend/core/erase";
import { buildConsentProof, consentProofHtml } from "@/lib/admin/consent-proof";
import { sha256Hex } from "@/lib/security/sha256";
import type { CoreDeps } from "@/lib/backend/core/deps";
import { cores, ctx, manualClock, withTestDb, submission, caught } from "./backend-fixtures";

jest.setTimeout(60_000);
const pg = withTestDb();

const ANN = "ann@example.com";
const PHONE = "+14155550123";
const EMAIL = "Ada.Erase@Example.com";
const START = "2026-11-25T10:00:00.000Z";

function deps(clock = manualClock(START), extra: Partial<CoreDeps> = {}): CoreDeps {
  return { db: pg.db, now: clock.now, ...extra };
}

async function newLead(email = EMAIL, phone = PHONE): Promise<string> {
  const { leadId } = await cores(pg, { now: manualClock(START).now }).submitContact(submission({ email, phone }), ctx);
  return leadId;
}

async function keyword(phone: string, text: string, granted: boolean, at = START) {
  await recordSmsKeyword(pg.db, {
    phone,
    granted,
    text,
    pageUrl: "https://percymd.com/api/webhooks/twilio/inbound",
    ip: "198.51.100.9",
    userAgent: "TwilioProxy/1.1",
    hubId: "percymd",
    now: new Date(at),
  });
}

const smsOutbox = async (to: string) =>
  (
    await pg.query<{ body: string }>(
      `select body from outbox where channel = 'sms' and "to" = $1 order by created_at`,
      [to],
    )
  ).rows;

describe("texting a lead", () => {
  it("refuses a number without its own YES, with the reason, and queues nothing", async () => {
    const id = await newLead();
    const before = (await smsOutbox(PHONE)).length;
    const thread = await leadThread(deps(), id);
    expect(thread).toMatchObject({ phone: PHONE, canSend: false, reason: TEXT_REFUSALS.noConsent });
    const error = await caught(sendLeadText(deps(), id, "Hello Ada", ANN));
    expect(error.status).toBe(422);
    expect(error.fields?.body).toBe(TEXT_REFUSALS.noConsent);
    expect(await smsOutbox(PHONE)).toHaveLength(before);
  });

  it("sends to a confirmed number through the outbox, audited with its author, and shows replies in the thread", async () => {
    const id = await newLead();
    await keyword(PHONE, "YES", true);
    const sent = await sendLeadText(deps(), id, "  Hello Ada, a question about your plan.\r\n", ANN);
    expect(sent).toMatchObject({ direction: "out", body: "Hello Ada, a question about your plan.", author: ANN });
    const queued = await pg.query<{ status: string; body: string }>(
      `select status, body from outbox where channel = 'sms' and "to" = $1 and body like 'Hello Ada%'`,
      [PHONE],
    );
    expect(queued.rows).toEqual([{ status: "pending", body: "Hello Ada, a question about your plan." }]);

    const later = manualClock("2026-11-25T10:05:00.000Z");
    const reply = { phone: PHONE, body: "Sure, call me", providerId: "SMin1", reply: null, now: later.now() };
    expect(await recordInboundText(pg.db, reply)).toBe(true);
    // Twilio retries a webhook: recorded once.
    await recordInboundText(pg.db, reply);
    // A STOP with its automatic answer.
    await keyword(PHONE, "STOP", false, "2026-11-25T10:06:00.000Z");
    await recordInboundText(pg.db, {
      phone: PHONE,
      body: "STOP",
      providerId: "SMin2",
      reply: "You are unsubscribed.",
      now: new Date("2026-11-25T10:06:00.000Z"),
    });

    const thread = await leadThread(deps(later), id);
    expect(thread.texts.map((t) => [t.direction, t.body, t.status])).toEqual([
      ["out", "Hello Ada, a question about your plan.", "pending"],
      ["in", "Sure, call me", null],
      ["in", "STOP", null],
      ["auto", "You are unsubscribed.", null],
    ]);
    expect(thread).toMatchObject({ canSend: false, reason: TEXT_REFUSALS.optedOut });
    const audit = (await leadAudit(pg.db, id)).filter((e) => e.action === "lead.text");
    expect(audit.map((e) => [e.actor, (e.after as { direction: string }).direction])).toEqual([
      [ANN, "out"],
      ["text from the lead", "in"],
      ["text from the lead", "in"],
      ["automatic reply", "auto"],
    ]);

    // Opted out now: refused with the reason, nothing more queued.
    const error = await caught(sendLeadText(deps(later), id, "Still there?", ANN));
    expect(error.fields?.body).toBe(TEXT_REFUSALS.optedOut);
    expect((await smsOutbox(PHONE)).filter((r) => r.body === "Still there?")).toHaveLength(0);
  });

  it("refuses once the day's SMS budget is spent, with the reason", async () => {
    const id = await newLead();
    await keyword(PHONE, "YES", true);
    const d = deps(manualClock(START), { smsPolicy: { countries: ["US", "CA"], dailyLimit: 2 } });
    // The contact form's "Reply YES" text took the first of the two.
    await sendLeadText(d, id, "First", ANN);
    const thread = await leadThread(d, id);
    expect(thread).toMatchObject({ canSend: false, reason: TEXT_REFUSALS.budget });
    const error = await caught(sendLeadText(d, id, "Second", ANN));
    expect(error.fields?.body).toBe(TEXT_REFUSALS.budget);
    expect((await smsOutbox(PHONE)).filter((r) => r.body === "Second")).toHaveLength(0);
  });

  it("refuses an empty or over-long text with a field error", async () => {
    const id = await newLead();
    await keyword(PHONE, "YES", true);
    expect((await caught(sendLeadText(deps(), id, "  ", ANN))).fields?.body).toBe("Write a text");
    expect((await caught(sendLeadText(deps(), id, "x".repeat(481), ANN))).status).toBe(422);
  });
});

describe("erasing a person", () => {
  it("leaves their email and number in no text column of any table, keeping the consent proof by hash", async () => {
    const id = await newLead();
    // Closed, so the same person writing to a second brand starts a second lead; it goes too.
    await setLeadStatus(pg.db, id, "customer", ANN);
    const { leadId: other } = await cores(pg, { now: manualClock(START).now }).submitContact(
      submission({ email: EMAIL.toLowerCase(), phone: PHONE }),
      { ...ctx, hub: "marque" },
    );
    await keyword(PHONE, "YES", true);
    await sendLeadText(deps(), id, "Hello Ada", ANN);
    await recordInboundText(pg.db, { phone: PHONE, body: "Hi", providerId: "SMx", reply: null, now: new Date(START) });
    await addLeadNote(pg.db, id, `Called ${PHONE}, wrote to ${EMAIL}`, ANN);
    await keyword(PHONE, "STOP", false, "2026-11-25T11:00:00.000Z");
    await pg.query(`insert into form_token_uses (nonce, expires_at) values ($1, now() + interval '1 hour')`, [
      `nonce-${EMAIL}`,
    ]);
    const consentsBefore = (await leadDetail(pg.db, id))!.consents.length;
    expect(await findPersonalData(pg.db, [EMAIL, PHONE])).not.toEqual([]);

    const result = await eraseLead(deps(manualClock("2026-11-26T09:00:00.000Z")), id, ANN);
    expect(result).toEqual({
      erasedAt: "2026-11-26T09:00:00.000Z",
      erasedBy: ANN,
      leads: 2,
      smsStillSuppressed: true,
    });
    expect(await findPersonalData(pg.db, [EMAIL, PHONE, EMAIL.toLowerCase()])).toEqual([]);

    // Still suppressed by the hash, for every sender's check; a later STOP still records.
    expect(await smsOptedOut(pg.db, PHONE)).toBe(true);
    await keyword(PHONE, "STOP", false, "2026-11-27T09:00:00.000Z");
    expect(await smsOptedOut(pg.db, PHONE)).toBe(true);

    const detail = (await leadDetail(pg.db, id))!;
    expect(detail.lead).toMatchObject({
      name: "Erased",
      email: "",
      phone: null,
      company: null,
      message: null,
      erasedAt: "2026-11-26T09:00:00.000Z",
      erasedBy: ANN,
      emailSha256: sha256Hex(EMAIL.toLowerCase()),
      phoneSha256: sha256Hex(PHONE),
      smsConsent: "opted-out",
    });
    expect(detail.consents.length).toBeGreaterThanOrEqual(consentsBefore);
    expect(detail.notes).toEqual([]);
    expect(detail.history).toEqual([]);
    const html = consentProofHtml(buildConsentProof(detail.lead, detail.consents, new Date()));
    expect(html).toContain("erased on 2026-11-26T09:00:00.000Z");
    expect(html).toContain(sha256Hex(PHONE));
    expect(html).toContain("matches: the text is the one recorded");
    expect(html).not.toContain(PHONE);
    expect((await leadAudit(pg.db, other)).map((e) => e.action)).toContain("lead.erase");
    // A second erase is refused, not repeated.
    expect((await caught(eraseLead(deps(), id, ANN))).status).toBe(409);
  });

  it("changes nothing when personal data would remain in a column it does not know", async () => {
    const id = await newLead();
    // A table added later that keeps the email somewhere the erasure does not clear.
    await pg.exec(`create table if not exists later_table (id serial primary key, info jsonb)`);
    await pg.query(`insert into later_table (info) values ($1::jsonb)`, [JSON.stringify({ contact: EMAIL })]);
    try {
      const error = await caught(eraseLead(deps(), id, ANN));
      expect(error.message).toContain("later_table.info");
      expect((await leadDetail(pg.db, id))!.lead).toMatchObject({ email: EMAIL, erasedAt: null });
    } finally {
      await pg.exec(`drop table later_table`);
    }
  });

  it("keeps the consent ledger append-only apart from the erasure itself", async () => {
    const id = await newLead();
    await addLeadNote(pg.db, id, "A note", ANN);
    await expect(pg.query(`update consent_records set text = 'changed'`)).rejects.toThrow(/append-only/);
    // The number must become its hash, nothing else.
    await expect(pg.query(`update consent_records set phone = null, erased_at = now()`)).rejects.toThrow(/append-only/);
    await expect(pg.query(`update audit_log set actor = 'x'`)).rejects.toThrow(/append-only/);
    await expect(
      pg.query(`update audit_log set before = null, after = '{"erased": true}'::jsonb`),
    ).resolves.toBeDefined();
  });
});
