/**
 * Quiet hours through the outbox, on the real schema (PGlite) with a hand
 * clock: a text staff start outside the recipient's window is queued with
 * the time it may go, shown as scheduled in the thread, and the worker sends
 * it when the window opens and not a second before; a cancelled one never
 * goes (and cannot be cancelled twice); a due retry claimed after the window
 * closed is put back until the next morning; a code to the same number is
 * never held.
 */
import { leadAudit } from "@/lib/backend/core/audit";
import { recordSmsKeyword } from "@/lib/backend/core/opt-out";
import { codeMessage, enqueue } from "@/lib/backend/core/outbox";
import { cancelLeadText, leadThread, sendLeadText } from "@/lib/backend/core/texting";
import type { CoreDeps, SendWindowFn } from "@/lib/backend/core/deps";
import { setLeadState } from "@/lib/backend/core/lead-state";
import { drain } from "@/lib/messaging/outbox-worker";
import { nextAllowedSend } from "@/lib/compliance/quiet-hours";
import { DEFAULT_SEND_WINDOW } from "@/lib/compliance/send-window";
import type { OutboxRow, Sender } from "@/lib/messaging/sender";
import { cores, ctx, manualClock, withTestDb, submission, caught } from "./backend-fixtures";
import { outboxQueue } from "@/lib/backend/stores/outbox-queue";

jest.setTimeout(60_000);
const pg = withTestDb();

const ANN = "ann@example.com";
/** A New York number: 25 November 2026 is EST (UTC−5), so 8:00 there is 13:00 UTC. */
const PHONE = "+12125550123";
/** 6:00 in New York. */
const START = "2026-11-25T11:00:00.000Z";
const OPENS = "2026-11-25T13:00:00.000Z";
const sendWindow: SendWindowFn = (phone, now, recipient) => nextAllowedSend(phone, now, DEFAULT_SEND_WINDOW, recipient);

function deps(clock: { now: () => Date }): CoreDeps {
  return { db: pg.db, now: clock.now, sendWindow };
}

function recording(sent: OutboxRow[]): Sender {
  return {
    async send(row) {
      sent.push(row);
      return { providerId: `SM${sent.length}`, response: "HTTP 201 queued" };
    },
  };
}

async function confirmedLead(phone = PHONE, start = START): Promise<string> {
  const { leadId } = await cores(pg, { now: manualClock(start).now }).submitContact(
    submission({ email: `ada.${phone.slice(-4)}@example.com`, phone }),
    ctx,
  );
  await recordSmsKeyword(pg.db, {
    phone,
    granted: true,
    text: "YES",
    pageUrl: "https://percymd.com/api/webhooks/twilio/inbound",
    ip: "198.51.100.9",
    userAgent: "TwilioProxy/1.1",
    hubId: "percymd",
    now: new Date(start),
  });
  return leadId;
}

const at = (iso: string) => () => new Date(iso);
const staffTexts = (sent: OutboxRow[]) => sent.filter((row) => row.body.startsWith("Hello"));

describe("a staff text outside the recipient's window", () => {
  it("is scheduled for 8:00 in their zone and goes when the window opens, not before", async () => {
    const id = await confirmedLead();
    const text = await sendLeadText(deps(manualClock(START)), id, "Hello Ada, a question about your plan.", ANN);
    expect(text).toMatchObject({ status: "pending", scheduledFor: OPENS, timeZone: "America/New_York" });
    const thread = await leadThread(deps(manualClock("2026-11-25T12:00:00.000Z")), id);
    expect(thread.texts.find((t) => t.id === text.id)).toMatchObject({ scheduledFor: OPENS });

    const sent: OutboxRow[] = [];
    const senders = { sms: recording(sent) };
    // 6:00, 7:00 and 7:59:59.999 in New York: nothing goes.
    for (const now of [START, "2026-11-25T12:00:00.000Z", "2026-11-25T12:59:59.999Z"]) {
      await drain({ queue: outboxQueue(pg.db), senders, now: at(now), sendWindow });
      expect({ now, sent: staffTexts(sent).length }).toEqual({ now, sent: 0 });
    }
    // 8:00: it goes, once.
    await drain({ queue: outboxQueue(pg.db), senders, now: at(OPENS), sendWindow });
    await drain({ queue: outboxQueue(pg.db), senders, now: at("2026-11-25T13:05:00.000Z"), sendWindow });
    expect(staffTexts(sent).map((row) => row.to)).toEqual([PHONE]);
    const after = await leadThread(deps(manualClock("2026-11-25T13:06:00.000Z")), id);
    expect(after.texts.find((t) => t.id === text.id)).toMatchObject({ status: "sent", scheduledFor: null });
  });

  it("goes at once inside the window", async () => {
    const id = await confirmedLead();
    const text = await sendLeadText(deps(manualClock("2026-11-25T15:00:00.000Z")), id, "Hello at ten", ANN);
    expect(text).toMatchObject({ status: "pending", scheduledFor: null });
    const sent: OutboxRow[] = [];
    await drain({
      queue: outboxQueue(pg.db),
      senders: { sms: recording(sent) },
      now: at("2026-11-25T15:00:00.000Z"),
      sendWindow,
    });
    expect(staffTexts(sent)).toHaveLength(1);
  });

  it("once cancelled never goes; a second cancel, or one after it went, is refused", async () => {
    const id = await confirmedLead();
    const text = await sendLeadText(deps(manualClock(START)), id, "Hello, never mind", ANN);
    const cancelled = await cancelLeadText(deps(manualClock("2026-11-25T12:30:00.000Z")), id, text.id, ANN);
    expect(cancelled).toMatchObject({ id: text.id, status: "cancelled", scheduledFor: null });

    const sent: OutboxRow[] = [];
    for (const now of [OPENS, "2026-11-25T20:00:00.000Z", "2026-11-26T13:00:00.000Z"])
      await drain({ queue: outboxQueue(pg.db), senders: { sms: recording(sent) }, now: at(now), sendWindow });
    expect(staffTexts(sent)).toEqual([]);
    const thread = await leadThread(deps(manualClock("2026-11-26T13:00:00.000Z")), id);
    expect(thread.texts.find((t) => t.id === text.id)).toMatchObject({ status: "cancelled" });

    const again = await caught(cancelLeadText(deps(manualClock(OPENS)), id, text.id, ANN));
    expect(again.status).toBe(409);
    const audit = (await leadAudit(pg.db, id)).filter((e) => e.subject === text.id);
    expect(audit.map((e) => [e.actor, (e.after as { status?: string }).status ?? "sent by staff"])).toEqual([
      [ANN, "sent by staff"],
      [ANN, "cancelled"],
    ]);

    // A text that already went cannot be cancelled.
    const gone = await sendLeadText(deps(manualClock("2026-11-25T15:00:00.000Z")), id, "Hello, gone", ANN);
    await drain({
      queue: outboxQueue(pg.db),
      senders: { sms: recording(sent) },
      now: at("2026-11-25T15:00:00.000Z"),
      sendWindow,
    });
    expect((await caught(cancelLeadText(deps(manualClock(OPENS)), id, gone.id, ANN))).status).toBe(409);
    // Another lead's text, or no text at all: not found.
    expect((await caught(cancelLeadText(deps(manualClock(OPENS)), id, crypto.randomUUID(), ANN))).status).toBe(404);
  });

  it("a retry due after the window closed is put back until it opens again", async () => {
    const id = await confirmedLead();
    const text = await sendLeadText(deps(manualClock("2026-11-26T00:50:00.000Z")), id, "Hello at 19:50", ANN);
    expect(text.scheduledFor).toBeNull();
    // The first attempt fails at 19:50; its retry falls due at 20:10, outside the window.
    const failing: Sender = {
      async send() {
        throw new Error("Twilio HTTP 503: try later");
      },
    };
    await drain(
      { queue: outboxQueue(pg.db), senders: { sms: failing }, now: at("2026-11-26T00:50:00.000Z"), sendWindow },
      1,
    );
    const sent: OutboxRow[] = [];
    const result = await drain({
      queue: outboxQueue(pg.db),
      senders: { sms: recording(sent) },
      now: at("2026-11-26T01:10:00.000Z"),
      sendWindow,
    });
    expect(result.held).toBe(1);
    expect(staffTexts(sent)).toEqual([]);
    const row = (
      await pg.query<{ status: string; next_attempt_at: Date; attempts: number }>(
        `select o.status, o.next_attempt_at, o.attempts from outbox o join lead_texts t on t.outbox_id = o.id where t.id = $1`,
        [text.id],
      )
    ).rows[0];
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(new Date(row.next_attempt_at).toISOString()).toBe("2026-11-26T13:00:00.000Z");
    await drain({
      queue: outboxQueue(pg.db),
      senders: { sms: recording(sent) },
      now: at("2026-11-26T13:00:00.000Z"),
      sendWindow,
    });
    expect(staffTexts(sent)).toHaveLength(1);
  });
});

describe("texts that are not solicitations", () => {
  it("a code to the same number at 6:00 goes at once", async () => {
    await confirmedLead();
    await enqueue(pg.db, codeMessage("percymd", "signup", "sms", PHONE, "123456", null), new Date(START));
    const sent: OutboxRow[] = [];
    await drain({ queue: outboxQueue(pg.db), senders: { sms: recording(sent) }, now: at(START), sendWindow });
    expect(sent.map((row) => row.to)).toContain(PHONE);
  });
});

describe("by the recipient's state", () => {
  /** Miami: Florida's cap, Eastern time. 4 January 2027 is a Monday (EST, UTC-5). */
  const MIAMI = "+13055550123";
  /** Dallas: Texas, Central time. 10 January 2027 is a Sunday (CST, UTC-6). */
  const DALLAS = "+12145550123";

  it("Florida: the fourth staff text in 24 hours waits until the first is 24 hours old, shown with the rule", async () => {
    const id = await confirmedLead(MIAMI, "2027-01-04T14:00:00.000Z");
    const sent: OutboxRow[] = [];
    const times = ["2027-01-04T15:00:00.000Z", "2027-01-04T16:00:00.000Z", "2027-01-04T17:00:00.000Z"];
    for (const now of times) {
      const text = await sendLeadText(deps(manualClock(now)), id, `Hello at ${now}`, ANN);
      expect(text.scheduledFor).toBeNull();
      await drain({ queue: outboxQueue(pg.db), senders: { sms: recording(sent) }, now: at(now), sendWindow });
    }
    const fourth = await sendLeadText(deps(manualClock("2027-01-04T18:00:00.000Z")), id, "Hello, a fourth", ANN);
    expect(fourth).toMatchObject({
      scheduledFor: "2027-01-05T15:00:00.000Z",
      timeZone: "America/New_York",
      heldBy: "Florida: at most 3 texts in 24 hours — Fla. Stat. § 501.059(8)(a)",
    });
    const thread = await leadThread(deps(manualClock("2027-01-04T19:00:00.000Z")), id);
    expect(thread.texts.find((t) => t.id === fourth.id)).toMatchObject({ heldBy: fourth.heldBy });
    // Not a second before; then once.
    await drain({
      queue: outboxQueue(pg.db),
      senders: { sms: recording(sent) },
      now: at("2027-01-05T14:59:59.999Z"),
      sendWindow,
    });
    expect(staffTexts(sent)).toHaveLength(3);
    await drain({
      queue: outboxQueue(pg.db),
      senders: { sms: recording(sent) },
      now: at("2027-01-05T15:00:00.000Z"),
      sendWindow,
    });
    expect(staffTexts(sent).map((r) => r.body)).toContain("Hello, a fourth");
  });

  it("Texas on a Sunday: held until noon by the state's rule, shown with it, and sent at noon, not before", async () => {
    const id = await confirmedLead(DALLAS, "2027-01-10T14:00:00.000Z");
    // 10:00 in Dallas.
    const text = await sendLeadText(deps(manualClock("2027-01-10T16:00:00.000Z")), id, "Hello, Sunday", ANN);
    expect(text).toMatchObject({
      scheduledFor: "2027-01-10T18:00:00.000Z",
      timeZone: "America/Chicago",
      heldBy: "Texas: not before noon on Sunday — Tex. Bus. & Com. Code § 301.051",
    });
    const sent: OutboxRow[] = [];
    await drain({
      queue: outboxQueue(pg.db),
      senders: { sms: recording(sent) },
      now: at("2027-01-10T17:59:00.000Z"),
      sendWindow,
    });
    expect(staffTexts(sent)).toEqual([]);
    await drain({
      queue: outboxQueue(pg.db),
      senders: { sms: recording(sent) },
      now: at("2027-01-10T18:00:00.000Z"),
      sendWindow,
    });
    expect(staffTexts(sent)).toHaveLength(1);
  });

  it("the lead's own state, set by staff and audited, wins over the area code", async () => {
    const id = await confirmedLead(PHONE, "2027-01-10T14:00:00.000Z");
    // 11:00 on a Sunday in New York: no state row, so it would go.
    expect(
      (await sendLeadText(deps(manualClock("2027-01-10T16:00:00.000Z")), id, "Hello one", ANN)).scheduledFor,
    ).toBeNull();
    await setLeadState(pg.db, id, "RI", ANN, new Date("2027-01-10T16:01:00.000Z"));
    const held = await sendLeadText(deps(manualClock("2027-01-10T16:02:00.000Z")), id, "Hello two", ANN);
    expect(held).toMatchObject({
      scheduledFor: "2027-01-11T14:00:00.000Z",
      heldBy: "Rhode Island: not on Sunday — R.I. Gen. Laws § 5-61-3.5",
    });
    const audit = (await leadAudit(pg.db, id)).filter((e) => e.action === "lead.state");
    expect(audit.map((e) => [e.actor, e.before, e.after])).toEqual([[ANN, { state: null }, { state: "RI" }]]);
    expect(await caught(setLeadState(pg.db, id, "ZZ", ANN))).toMatchObject({ status: 422 });
  });

  it("a staff text that asks for a reply word the engine reads otherwise is refused", async () => {
    const id = await confirmedLead();
    const refused = await caught(
      sendLeadText(deps(manualClock(START)), id, "Reply CANCEL to cancel your demo on Friday.", ANN),
    );
    expect(refused).toMatchObject({ status: 422 });
    expect(refused.fields?.body).toMatch(/replying CANCEL ends the subscription/);
  });
});
