import { touchFrom } from "@/lib/attribution/capture";
import { leadsCsv } from "@/lib/admin/csv";
import type { Attribution } from "@/lib/attribution/types";
import { contactSubmissionSchema } from "@/lib/validation/contact-submission";
import { startVerificationSchema } from "@/lib/validation/verification";
import { cores, ctx, manualClock, withTestDb, submission, phoneOf } from "./backend-fixtures";

jest.setTimeout(30_000);
const pg = withTestDb();

const at = (href: string, referrer = "", when = "2026-03-01T11:00:00.000Z") =>
  touchFrom({ href, referrer, now: new Date(when) });
const ad = at("https://percymd.com/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0abc");
const mail = at("https://percymd.com/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=march");
const both = (first = ad, last = first): Attribution => ({ first, last });

describe("attribution kept with the submission", () => {
  test("the contact core stores the first and last touch; the lead shows its first first and its latest last", async () => {
    const clock = manualClock();
    const backend = cores(pg, { now: clock.now });
    const { leadId } = await backend.submitContact(submission({ sms_signup: false, attribution: both(ad) }), ctx);
    clock.advance(60_000);
    await backend.submitContact(submission({ sms_signup: false, attribution: both(mail, mail) }), ctx);
    const seen = await backend.admin.attribution(leadId);
    expect(seen.first).toEqual(ad);
    expect(seen.last).toEqual(mail);
    const { rows } = await pg.query<{ n: number }>(
      `select count(*)::int as n from lead_attribution where lead_id = $1 and submission_id is not null`,
      [leadId],
    );
    expect(rows[0].n).toBe(4);
  });

  test("a submission without attribution (no JavaScript) stores nothing and reads direct / unknown", async () => {
    const backend = cores(pg);
    const parsed = contactSubmissionSchema.parse({ ...submission({ sms_signup: false }), attribution: undefined });
    const { leadId } = await backend.submitContact(parsed, ctx);
    expect(await backend.admin.attribution(leadId)).toEqual({ first: null, last: null });
    const lead = (await backend.admin.lead(leadId))!.lead;
    const csv = leadsCsv([lead], await backend.admin.attributionByLead([leadId]));
    const [header, row] = csv.slice(1).trim().split("\r\n");
    const cell = (name: string) => row.split(",")[header.split(",").indexOf(`"${name}"`)];
    expect([cell("source"), cell("medium"), cell("campaign")]).toEqual(['"direct"', '"unknown"', '"(not set)"']);
  });

  test("the CSV carries source, medium, campaign and every field of both touches", async () => {
    const backend = cores(pg);
    const { leadId } = await backend.submitContact(submission({ sms_signup: false, attribution: both(ad, mail) }), ctx);
    const lead = (await backend.admin.lead(leadId))!.lead;
    const csv = leadsCsv([lead], await backend.admin.attributionByLead([leadId, "not-an-id"]));
    const [header, row] = csv.slice(1).trim().split("\r\n");
    const names = header.split(",").map((h) => h.slice(1, -1));
    const values = row.split(",").map((v) => v.slice(1, -1));
    const value = (name: string) => values[names.indexOf(name)];
    expect([value("source"), value("medium"), value("campaign")]).toEqual(["google", "cpc", "spring"]);
    expect(value("first_gclid")).toBe("Cj0abc");
    expect(value("last_utm_campaign")).toBe("march");
    expect(value("last_landing_path")).toBe("/pricing");
  });

  test("a sign-up start keeps its attribution with the verification; other purposes keep none", async () => {
    const backend = cores(pg);
    const signup = startVerificationSchema.parse({ email: "new@example.com", attribution: both(mail) });
    const { verificationId } = await backend.startVerification(signup, ctx);
    const login = startVerificationSchema.parse({ email: "old@example.com", purpose: "login", attribution: both(ad) });
    expect(login.attribution).toBeNull();
    await backend.startVerification(login, ctx);
    const { rows } = await pg.query<{ verification_id: string; touch: string; utm_campaign: string }>(
      `select verification_id, touch, utm_campaign from lead_attribution order by touch`,
    );
    expect(rows).toEqual([
      { verification_id: verificationId, touch: "first", utm_campaign: "march" },
      { verification_id: verificationId, touch: "last", utm_campaign: "march" },
    ]);
  });

  test("the submit-contact schema refuses a hand-made bad value with the field's path", () => {
    const result = contactSubmissionSchema.safeParse({
      ...submission(),
      attribution: { first: { ...ad, utm_source: "<script>" }, last: ad },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(["attribution", "first", "utm_source"]);
  });
});

describe("leads by source over a period", () => {
  test("groups by the first touch's source, medium, campaign and by hub, with the share that reached each status", async () => {
    const clock = manualClock("2026-03-10T12:00:00.000Z");
    const backend = cores(pg, { now: clock.now });
    const send = async (email: string, attribution: Attribution | null, hub = ctx.hub) =>
      (
        await backend.submitContact(submission({ email, phone: phoneOf(email), sms_signup: false, attribution }), {
          ...ctx,
          hub,
        })
      ).leadId;
    const a = await send("a@example.com", both(ad));
    await send("b@example.com", both(ad, mail), "percytech");
    const c = await send("c@example.com", both(mail));
    await send("d@example.com", null);
    // Reached qualified, then lost: both count.
    await backend.admin.setStatus(a, "qualified", "staff@example.com");
    await backend.admin.setStatus(a, "lost", "staff@example.com");
    await backend.admin.setStatus(c, "customer", "staff@example.com");
    // Outside the period: not counted.
    clock.advance(10 * 86_400_000);
    await send("late@example.com", both(ad));

    const report = await backend.admin.leadSources({ from: "2026-03-01", to: "2026-03-10" });
    expect(report.total).toBe(4);
    expect(report.bySource.map((r) => [r.key, r.leads])).toEqual([
      ["google", 2],
      ["direct", 1],
      ["newsletter", 1],
    ]);
    const google = report.bySource[0];
    expect(google.reached).toEqual({ new: 2, contacted: 0, qualified: 1, customer: 0, lost: 1 });
    expect(report.byMedium.find((r) => r.key === "unknown")?.leads).toBe(1);
    expect(report.byCampaign.map((r) => [r.key, r.leads])).toEqual([
      ["spring", 2],
      ["(not set)", 1],
      ["march", 1],
    ]);
    expect(report.byCampaign.find((r) => r.key === "march")?.reached.customer).toBe(1);
    expect(report.byHub.map((r) => [r.key, r.leads])).toEqual([
      ["percytech", 1],
      ["percymd", 3],
    ]);
  });
});

describe("the industry a contact was sent from", () => {
  test("is kept with the touches, read back as the latest one named, and exported in the CSV", async () => {
    const clock = manualClock();
    const backend = cores(pg, { now: clock.now });
    const { leadId } = await backend.submitContact(
      submission({ sms_signup: false, attribution: { ...both(ad), industry: "gun-ranges" } }),
      ctx,
    );
    clock.advance(60_000);
    await backend.submitContact(submission({ sms_signup: false, attribution: both(mail) }), ctx);
    const seen = await backend.admin.attribution(leadId);
    expect(seen.industry).toBe("gun-ranges");
    const lead = (await backend.admin.lead(leadId))!.lead;
    const csv = leadsCsv([lead], await backend.admin.attributionByLead([leadId]));
    const [header, row] = csv.slice(1).trim().split("\r\n");
    const column = header.split(",").indexOf(`"industry"`);
    expect(column).toBeGreaterThan(0);
    expect(row.split(",")[column]).toBe(`"gun-ranges"`);
  });

  test("a later form that names another industry wins; one that names none changes nothing", async () => {
    const clock = manualClock();
    const backend = cores(pg, { now: clock.now });
    const named = (industry?: string) =>
      backend.submitContact(submission({ sms_signup: false, attribution: { ...both(ad), industry } }), ctx);
    const { leadId } = await named("gun-ranges");
    clock.advance(60_000);
    await named("tactical-gear");
    clock.advance(60_000);
    await named();
    expect((await backend.admin.attribution(leadId)).industry).toBe("tactical-gear");
    expect((await backend.admin.attributionByLead([leadId])).get(leadId)?.industry).toBe("tactical-gear");
  });

  test("a lead whose forms named none has no industry", async () => {
    const backend = cores(pg);
    const { leadId } = await backend.submitContact(submission({ sms_signup: false, attribution: both(ad) }), ctx);
    expect((await backend.admin.attribution(leadId)).industry).toBeNull();
  });
});
