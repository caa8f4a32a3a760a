import { HUBS } from "@/lib/hubs/registry";
import { smsConfirmationRequest } from "@/lib/backend/templates";
import { AppError } from "@/lib/errors/app-error";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { CURRENT_CONSENT_VERSION } from "@/lib/consent/disclosures";
import { forgetNetworkData, NETWORK_DATA_RETENTION_DAYS } from "@/lib/backend/core/retention";
import { backoffCeilingMs, drain } from "@/lib/messaging/outbox-worker";
import { webhookSender } from "@/lib/messaging/webhook";
import { consent, cores, ctx, manualClock, withTestDb, shownText, submission } from "./backend-fixtures";
import { outboxQueue } from "@/lib/backend/stores/outbox-queue";

jest.setTimeout(30_000);
const pg = withTestDb();

describe("submit-contact core", () => {
  it("stores the lead, one consent record per evidence item and a sales notification", async () => {
    const backend = cores(pg, { salesInbox: "sales@test.example" });
    const result = await backend.submitContact(submission({ sms_signup: false }), ctx);
    expect(result.updated).toBe(false);
    const detail = await backend.admin.lead(result.leadId);
    expect(detail?.lead).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      hubId: "percymd",
      hubNumber: 2,
      submissions: 1,
    });
    expect(detail?.consents.map((c) => [c.channel, c.granted, c.ip, c.userAgent, c.hubId])).toEqual([
      ["email", true, ctx.ip, "jest", "percymd"],
      ["sms", false, ctx.ip, "jest", "percymd"],
    ]);
    expect(detail?.consents[0]).toMatchObject({
      text: shownText("email"),
      version: CURRENT_CONSENT_VERSION,
      pageUrl: "https://percymd.com/contact",
    });
    expect(detail?.consents[0].createdAt).toMatch(/Z$/);
    const outbox = await backend.admin.outbox({ to: "sales@test.example" });
    expect(outbox.total).toBe(1);
    expect(outbox.items[0].subject).toBe("New PercyMD lead: Ada Lovelace");
  });

  it("a repeat from the same email on the same hub updates the lead and keeps history", async () => {
    const backend = cores(pg);
    const first = await backend.submitContact(submission({ message: "First" }), ctx);
    const second = await backend.submitContact(
      submission({ email: "ADA@example.com", message: "Second", company: null }),
      ctx,
    );
    expect(second).toEqual({ leadId: first.leadId, updated: true, assignedTo: null, joined: false });
    const detail = await backend.admin.lead(first.leadId);
    expect(detail?.lead).toMatchObject({ message: "Second", company: "Engines Ltd", submissions: 2 });
    expect(detail?.history.map((h) => h.message)).toEqual(["First", "Second"]);
    // Email and SMS each time, and the one confirmation text of the first SMS opt-in.
    expect(detail?.consents).toHaveLength(5);
    // Another hub joins the person's open lead: one record per person.
    const other = await backend.submitContact(submission(), { ...ctx, hub: "percytext" });
    expect(other).toMatchObject({ leadId: first.leadId, joined: true });
    expect(await backend.admin.leadCountsByHub()).toEqual({ marque: 0, percytech: 0, percymd: 1, percytext: 0 });
  });

  it("a later submission with the same email never clears an opt-in nor moves SMS consent to another number", async () => {
    const backend = cores(pg);
    const first = await backend.submitContact(submission(), ctx);
    // Someone else types the same email with another number, no boxes ticked.
    await backend.submitContact(
      submission({ name: "Mallory", phone: "+14155550999", email_signup: false, sms_signup: false, consent: [] }),
      ctx,
    );
    const detail = await backend.admin.lead(first.leadId);
    expect(detail?.lead).toMatchObject({
      name: "Mallory",
      phone: "+14155550999",
      emailSignup: true,
      smsSignup: true,
      smsPhone: "+14155550123",
    });
    expect(detail?.history.map((h) => [h.name, h.phone, h.smsSignup])).toEqual([
      ["Ada Lovelace", "+14155550123", true],
      ["Mallory", "+14155550999", false],
    ]);
    // A later SMS opt-in with another number is recorded for that number, but the lead's SMS consent stays
    // with the number it was given for, and the other number gets no text.
    await backend.submitContact(submission({ phone: "+14155550777" }), ctx);
    const after = await backend.admin.lead(first.leadId);
    expect(after?.lead.smsPhone).toBe("+14155550123");
    expect(after?.consents.filter((c) => c.channel === "sms").map((c) => [c.phone, c.step])).toEqual([
      ["+14155550123", "requested"],
      ["+14155550123", "confirmation-sent"],
      ["+14155550777", "requested"],
    ]);
    expect((await pg.query(`select count(*)::int as n from outbox where "to" = '+14155550777'`)).rows[0]).toEqual({
      n: 0,
    });
  });

  it("clears IP and user agent past the retention period, and nothing else", async () => {
    const now = new Date("2026-11-23T12:00:00.000Z");
    const at = (days: number) => () => new Date(now.getTime() - days * 86_400_000);
    const old = await cores(pg, { now: at(NETWORK_DATA_RETENTION_DAYS + 1) }).submitContact(submission(), ctx);
    const recent = await cores(pg, { now: at(NETWORK_DATA_RETENTION_DAYS - 1) }).submitContact(
      submission({ email: "new@example.com", phone: "+14155550124" }),
      ctx,
    );
    expect(await forgetNetworkData(pg.db, now)).toEqual({ consents: 2, submissions: 1 });
    const gone = await cores(pg).admin.lead(old.leadId);
    expect(gone?.consents.map((c) => [c.ip, c.userAgent, c.granted, c.phone])).toEqual([
      [null, null, true, null],
      [null, null, true, "+14155550123"],
      // The confirmation text we sent never held a visitor's address.
      [null, null, true, "+14155550123"],
    ]);
    const kept = await cores(pg).admin.lead(recent.leadId);
    // Its own number's confirmation text never held a visitor's address either.
    expect(kept?.consents.map((c) => c.ip)).toEqual([ctx.ip, ctx.ip, null]);
  });

  it("records the disclosure text of the version given, never the text the caller sent", async () => {
    const claimed = consent("sms", "I agree to nothing at all.");
    const { leadId } = await cores(pg).submitContact(submission({ consent: [claimed] }), ctx);
    const detail = await cores(pg).admin.lead(leadId);
    expect(detail?.consents.map((c) => c.text)).toEqual([shownText("sms"), smsConfirmationRequest(HUBS.percymd)]);
    expect(detail?.consents[0].sha256).toBe(createHash("sha256").update(shownText("sms")).digest("hex"));
  });

  it("refuses an unknown disclosure version (422) and stores nothing", async () => {
    const bad = { ...consent("sms"), version: "1999-01-01" };
    const error = await cores(pg)
      .submitContact(submission({ consent: [bad] }), ctx)
      .catch((e: AppError) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((await pg.query(`select count(*)::int as n from leads`)).rows).toEqual([{ n: 0 }]);
  });

  it("consent records are append-only", async () => {
    await cores(pg).submitContact(submission(), ctx);
    await expect(pg.query(`update consent_records set granted = false`)).rejects.toThrow(/append-only/);
    await expect(pg.query(`delete from consent_records`)).rejects.toThrow(/append-only/);
    await expect(pg.query(`truncate consent_records cascade`)).rejects.toThrow(/append-only/);
    await expect(pg.query(`update consent_records set ip = null, user_agent = null, text = 'x'`)).rejects.toThrow(
      /append-only/,
    );
  });

  it("puts the webhook post in the outbox with the lead; the worker retries it after a failure and never loses the lead", async () => {
    const received: { body: string; key: string | undefined }[] = [];
    let status = 503;
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({ body, key: req.headers["idempotency-key"] as string | undefined });
        res.writeHead(status).end("ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/zap`;
      const clock = manualClock();
      const backend = cores(pg, { webhookUrl: url, now: clock.now });
      const { leadId } = await backend.submitContact(submission(), ctx);
      const worker = { queue: outboxQueue(pg.db), senders: { webhook: webhookSender() }, now: clock.now };
      expect(await drain(worker)).toMatchObject({ failed: 1, sent: 0 });
      const failed = (
        await pg.query<{ status: string; last_error: string }>(
          `select status, last_error from outbox where channel = 'webhook'`,
        )
      ).rows;
      expect(failed).toEqual([{ status: "failed", last_error: "HTTP 503" }]);
      expect((await backend.admin.leads({})).total).toBe(1);
      status = 200;
      clock.advance(backoffCeilingMs(1));
      expect(await drain(worker)).toMatchObject({ sent: 1 });
      expect(received).toHaveLength(2);
      expect(received[1].key).toBe(received[0].key);
      expect(JSON.parse(received[1].body)).toMatchObject({
        lead_id: leadId,
        email: "ada@example.com",
        hub: "percymd",
        hub_id: 2,
      });
    } finally {
      server.close();
    }
  });

  it("no webhook configured: only the sales alert is queued (and the SMS opt-in's confirmation text)", async () => {
    await cores(pg).submitContact(submission(), ctx);
    expect((await pg.query(`select channel from outbox order by channel`)).rows).toEqual([
      { channel: "email" },
      { channel: "sms" },
    ]);
  });

  it("lists leads newest first with hub filter, search and pages", async () => {
    let t = Date.parse("2026-01-01T00:00:00Z");
    const backend = cores(pg, { now: () => new Date((t += 1000)) });
    for (const [i, hub] of (["marque", "percymd", "marque"] as const).entries()) {
      await backend.submitContact(
        submission({
          name: `Person ${"ABC"[i]}`,
          email: `p${i}@example.com`,
          phone: `+1415555010${i}`,
          company: i === 1 ? "Acme 100%" : "Other",
        }),
        { ...ctx, hub },
      );
    }
    const all = await backend.admin.leads({});
    expect(all.items.map((l) => l.name)).toEqual(["Person C", "Person B", "Person A"]);
    expect((await backend.admin.leads({ hub: "marque" })).items.map((l) => l.name)).toEqual(["Person C", "Person A"]);
    expect((await backend.admin.leads({ search: "acme 100%" })).items.map((l) => l.name)).toEqual(["Person B"]);
    expect((await backend.admin.leads({ search: "p2@" })).items.map((l) => l.name)).toEqual(["Person C"]);
    const page1 = await backend.admin.leads({ pageSize: 2 });
    const page2 = await backend.admin.leads({ cursor: page1.next!, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, totalKind: "exact", pageSize: 2, next: null });
    expect(page2.items.map((l) => l.name)).toEqual(["Person A"]);
    expect(await backend.admin.lead("00000000-0000-0000-0000-000000000000")).toBeNull();
    expect(await backend.admin.lead("not-a-uuid")).toBeNull();
  });

  it("keeps every one of many concurrent submissions", async () => {
    const backend = cores(pg);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        backend.submitContact(
          submission({
            email: `c${i}@example.com`,
            phone: `+141555502${String(i).padStart(2, "0")}`,
            sms_signup: false,
            consent: [consent("email")],
          }),
          ctx,
        ),
      ),
    );
    await Promise.all(
      Array.from({ length: 10 }, () => backend.submitContact(submission({ email: "same@example.com" }), ctx)),
    );
    expect((await backend.admin.leads({ pageSize: 100 })).total).toBe(51);
    expect((await backend.admin.leads({ search: "same@" })).items[0].submissions).toBe(10);
  });
});
