/**
 * An inbound text is applied once per MessageSid (the real schema, PGlite):
 * Twilio's retries of a STOP, HELP, YES or free text, one after another or
 * at the same moment, record one consent row and one thread entry, and each
 * retry gets the first answer back. A text without a sid is still applied.
 */
import { smsConsent } from "@/lib/backend/core/opt-out";
import { applyInbound, type InboundMessage } from "@/lib/backend/inbound";
import { OPT_OUT_CONFIRMATION } from "@/lib/backend/templates";
import { cores, ctx, manualClock, withTestDb, submission } from "./backend-fixtures";

jest.setTimeout(60_000);
const pg = withTestDb();

const PHONE = "+14155550188";

function text(body: string, sid: string | null): InboundMessage {
  return {
    messageSid: sid,
    from: PHONE,
    to: "+15005550006",
    body,
    pageUrl: "https://percymd.com/api/webhooks/twilio/inbound",
    ip: "198.51.100.9",
    userAgent: "TwilioProxy/1.1",
    hubId: "percymd",
    now: new Date("2026-11-25T10:00:00.000Z"),
  };
}

const ledger = async () =>
  (await pg.query<{ granted: boolean }>(`select granted from consent_records where phone = $1`, [PHONE])).rows;

describe("an inbound text retried by Twilio", () => {
  it("a STOP sent three times, twice at once, is recorded once and answered the same each time", async () => {
    const first = await applyInbound(pg.db, text("STOP", "SMonce1"));
    const retries = await Promise.all([
      applyInbound(pg.db, text("STOP", "SMonce1")),
      applyInbound(pg.db, text("STOP", "SMonce1")),
    ]);
    expect(first).toEqual({ reply: OPT_OUT_CONFIRMATION, repeated: false, program: false });
    expect(retries).toEqual([
      { reply: OPT_OUT_CONFIRMATION, repeated: true, program: false },
      { reply: OPT_OUT_CONFIRMATION, repeated: true, program: false },
    ]);
    expect(await ledger()).toEqual([{ granted: false }]);
    expect((await smsConsent(pg.db, PHONE)).state).toBe("opted-out");
  });

  it("a lead's free text and YES join its thread once each", async () => {
    await cores(pg, { now: manualClock("2026-11-25T09:00:00.000Z").now }).submitContact(
      submission({ email: "once@example.com", phone: PHONE }),
      ctx,
    );
    for (let i = 0; i < 3; i++) {
      await applyInbound(pg.db, text("Call me at 5", "SMonce2"));
      await applyInbound(pg.db, text("YES", "SMonce3"));
    }
    const thread = await pg.query<{ direction: string; body: string }>(
      `select direction, body from lead_texts where phone = $1 order by created_at, id`,
      [PHONE],
    );
    // Both arrive at the same instant here: compared as a set.
    const entries = thread.rows.map((r) => `${r.direction} ${r.body}`).sort();
    expect(entries).toEqual(["auto " + entries[0].slice(5), "in Call me at 5", "in YES"]);
    const yes = await pg.query(`select 1 from consent_records where phone = $1 and text = 'YES'`, [PHONE]);
    expect(yes.rows).toHaveLength(1);
  });

  it("distinct texts are each applied; a text without a sid is applied every time", async () => {
    await cores(pg, { now: manualClock("2026-11-25T09:00:00.000Z").now }).submitContact(
      submission({ email: "distinct@example.com", phone: PHONE }),
      ctx,
    );
    // A minute apart, so the ledger's order is the order they came in.
    let minute = 0;
    const send = (body: string, sid: string | null) =>
      applyInbound(pg.db, {
        ...text(body, sid),
        now: new Date(Date.parse("2026-11-25T10:00:00.000Z") + ++minute * 60_000),
      });
    await send("YES", "SMonce3");
    await send("STOP", "SMonce4");
    // START resumes the subscription the number stopped.
    await send("START", "SMonce5");
    const stops = [await send("STOP", null), await send("STOP", null)];
    const keywords = await pg.query<{ granted: boolean }>(
      `select granted from consent_records where phone = $1 and version = 'sms-keyword' order by created_at, id`,
      [PHONE],
    );
    expect(keywords.rows.map((r) => r.granted)).toEqual([true, false, true, false, false]);
    // One confirmation per opt-out: the STOP after a STOP is recorded and gets no answer.
    expect(stops.map((s) => s.reply)).toEqual([OPT_OUT_CONFIRMATION, null]);
  });
});
