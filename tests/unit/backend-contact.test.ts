import { truncateAll } from "@/lib/backend/embedded/pglite";
import { AppError } from "@/lib/errors";
import { createHash } from "node:crypto";
import { CURRENT_CONSENT_VERSION } from "@/lib/consent/disclosures";
import { consent, cores, ctx, memoryDb, shownText, submission } from "./backend-fixtures";
import type { TestDb } from "./backend-fixtures";

let pg: TestDb;
// PGlite's initdb is slow under jest's VM modules on a busy 2-core machine.
jest.setTimeout(30_000);
beforeAll(async () => {
  pg = await memoryDb();
}, 60_000);
afterAll(() => pg.close());
beforeEach(() => truncateAll(pg));

describe("submit-contact core", () => {
  it("stores the lead, one consent record per evidence item and a sales notification", async () => {
    const backend = cores(pg, { salesInbox: "sales@test.example" });
    const result = await backend.submitContact(submission({ sms_signup: false }), ctx);
    expect(result.updated).toBe(false);
    const detail = await backend.admin.lead(result.leadId);
    expect(detail?.lead).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", hubId: "percymd", hubNumber: 2, submissions: 1 });
    expect(detail?.consents.map((c) => [c.channel, c.granted, c.ip, c.userAgent, c.hubId])).toEqual([
      ["email", true, ctx.ip, "jest", "percymd"],
      ["sms", false, ctx.ip, "jest", "percymd"],
    ]);
    expect(detail?.consents[0]).toMatchObject({ text: shownText("email"), version: CURRENT_CONSENT_VERSION, pageUrl: "https://percymd.com/contact" });
    expect(detail?.consents[0].createdAt).toMatch(/Z$/);
    const outbox = await backend.admin.outbox({ to: "sales@test.example" });
    expect(outbox.total).toBe(1);
    expect(outbox.items[0].subject).toBe("New PercyMD lead: Ada Lovelace");
  });

  it("a repeat from the same email on the same hub updates the lead and keeps history", async () => {
    const backend = cores(pg);
    const first = await backend.submitContact(submission({ message: "First" }), ctx);
    const second = await backend.submitContact(submission({ email: "ADA@example.com", message: "Second", company: null }), ctx);
    expect(second).toEqual({ leadId: first.leadId, updated: true });
    const detail = await backend.admin.lead(first.leadId);
    expect(detail?.lead).toMatchObject({ message: "Second", company: "Engines Ltd", submissions: 2 });
    expect(detail?.history.map((h) => h.message)).toEqual(["First", "Second"]);
    expect(detail?.consents).toHaveLength(4);
    // Another hub is another lead.
    const other = await backend.submitContact(submission(), { ...ctx, hub: "percytext" });
    expect(other.leadId).not.toBe(first.leadId);
    expect(await backend.admin.leadCountsByHub()).toEqual({ marque: 0, percytech: 0, percymd: 1, percytext: 1 });
  });

  it("records the disclosure text of the version given, never the text the caller sent", async () => {
    const claimed = consent("sms", "I agree to nothing at all.");
    const { leadId } = await cores(pg).submitContact(submission({ consent: [claimed] }), ctx);
    const detail = await cores(pg).admin.lead(leadId);
    expect(detail?.consents.map((c) => c.text)).toEqual([shownText("sms")]);
    expect(detail?.consents[0].sha256).toBe(createHash("sha256").update(shownText("sms")).digest("hex"));
  });

  it("refuses an unknown disclosure version (422) and stores nothing", async () => {
    const bad = { ...consent("sms"), version: "1999-01-01" };
    const error = await cores(pg).submitContact(submission({ consent: [bad] }), ctx).catch((e: AppError) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((await pg.query(`select count(*)::int as n from leads`)).rows).toEqual([{ n: 0 }]);
  });

  it("consent records are append-only", async () => {
    await cores(pg).submitContact(submission(), ctx);
    await expect(pg.query(`update consent_records set granted = false`)).rejects.toThrow(/append-only/);
    await expect(pg.query(`delete from consent_records`)).rejects.toThrow(/append-only/);
  });

  it("a failing webhook is retried a bounded number of times and never loses the lead", async () => {
    const errors: unknown[] = [];
    const fetchMock = jest.fn().mockResolvedValueOnce(new Response("", { status: 503 })).mockRejectedValue(new TypeError("fetch failed"));
    const backend = cores(pg, {
      webhookUrl: "https://hooks.example/zap",
      fetch: fetchMock,
      webhookBackoffMs: [0, 0],
      logger: { info() {}, warn() {}, error: (message, context) => errors.push({ message, ...context }) },
    });
    const { leadId } = await backend.submitContact(submission(), ctx);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(errors).toEqual([expect.objectContaining({ code: "ZAPIER_WEBHOOK_FAILED", leadId })]);
    expect((await backend.admin.leads({})).total).toBe(1);
  });

  it("posts the lead to the webhook when it answers", async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response("ok"));
    await cores(pg, { webhookUrl: "https://hooks.example/zap", fetch: fetchMock }).submitContact(submission(), ctx);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ email: "ada@example.com", hub: "percymd", hub_id: 2 });
  });

  it("lists leads newest first with hub filter, search and pages", async () => {
    let t = Date.parse("2026-01-01T00:00:00Z");
    const backend = cores(pg, { now: () => new Date((t += 1000)) });
    for (const [i, hub] of (["marque", "percymd", "marque"] as const).entries()) {
      await backend.submitContact(submission({ name: `Person ${"ABC"[i]}`, email: `p${i}@example.com`, company: i === 1 ? "Acme 100%" : "Other" }), { ...ctx, hub });
    }
    const all = await backend.admin.leads({});
    expect(all.items.map((l) => l.name)).toEqual(["Person C", "Person B", "Person A"]);
    expect((await backend.admin.leads({ hub: "marque" })).items.map((l) => l.name)).toEqual(["Person C", "Person A"]);
    expect((await backend.admin.leads({ search: "acme 100%" })).items.map((l) => l.name)).toEqual(["Person B"]);
    expect((await backend.admin.leads({ search: "p2@" })).items.map((l) => l.name)).toEqual(["Person C"]);
    const page2 = await backend.admin.leads({ page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((l) => l.name)).toEqual(["Person A"]);
    expect(await backend.admin.lead("00000000-0000-0000-0000-000000000000")).toBeNull();
    expect(await backend.admin.lead("not-a-uuid")).toBeNull();
  });

  it("keeps every one of many concurrent submissions", async () => {
    const backend = cores(pg);
    await Promise.all(Array.from({ length: 50 }, (_, i) => backend.submitContact(submission({ email: `c${i}@example.com` }), ctx)));
    await Promise.all(Array.from({ length: 10 }, () => backend.submitContact(submission({ email: "same@example.com" }), ctx)));
    expect((await backend.admin.leads({ pageSize: 100 })).total).toBe(51);
    expect((await backend.admin.leads({ search: "same@" })).items[0].submissions).toBe(10);
  });
});
