/**
 * One record per person, on the real schema (PGlite here; PostgreSQL in the
 * "node-postgres" project): a contact whose email or number matches an open
 * lead on any hub joins that lead (one owner, each submission naming the hub
 * it was sent to); a closed lead is not joined; and a merge of two leads keeps
 * every submission, note, text, consent record and attribution row, audited.
 */
import { createCores, type CoreDeps } from "@/lib/backend/core/index";
import { recordInboundText } from "@/lib/backend/core/lead-inbound";
import { consent, ctx, manualClock, withTestDb, submission } from "./backend-fixtures";

jest.setTimeout(60_000);
const pg = withTestDb();

const ANN = "ann@example.com";
const BOB = "bob@example.com";
const clock = () => {
  const c = manualClock("2026-11-23T15:00:00.000Z");
  return () => (c.advance(60_000), c.now());
};
function deps(): CoreDeps {
  return { db: pg.db, now: clock(), staff: { admins: [ANN, BOB], agents: [] } };
}
const attribution = (source: string) => {
  const touch = {
    utm_source: source,
    utm_medium: "cpc",
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    gclid: null,
    fbclid: null,
    msclkid: null,
    referrer_host: null,
    landing_path: "/",
    landed_at: null,
  };
  return { first: touch, last: touch };
};

describe("a new contact joins the person's open lead", () => {
  it("by email on another hub: one lead, one owner, and each submission names its hub", async () => {
    const cores = createCores(deps());
    const first = await cores.submitContact(submission({ email: "ada@example.com", phone: "+14155550101" }), {
      ...ctx,
      hub: "marque",
    });
    const again = await cores.submitContact(
      submission({ email: "ADA@example.com", phone: null, sms_signup: false, consent: [consent("email")] }),
      { ...ctx, hub: "percytext" },
    );
    expect(again).toMatchObject({ leadId: first.leadId, updated: true, joined: true, assignedTo: ANN });
    const detail = (await cores.admin.lead(first.leadId))!;
    expect(detail.lead).toMatchObject({ hubId: "marque", assignedTo: ANN, submissions: 2 });
    expect(detail.history.map((h) => h.hubId)).toEqual(["marque", "percytext"]);
    expect(detail.audit.map((a) => [a.actor, a.action])).toEqual([
      ["round robin", "lead.assign"],
      ["contact form", "lead.join"],
    ]);
    expect(await cores.admin.leadCountsByHub()).toEqual({ marque: 1, percytech: 0, percymd: 0, percytext: 0 });
  });

  it("by phone under another email, on any hub; a closed lead is not joined", async () => {
    const cores = createCores(deps());
    const first = await cores.submitContact(submission({ email: "ada@example.com", phone: "+14155550102" }), ctx);
    const byPhone = await cores.submitContact(submission({ email: "ada@lounge.example", phone: "+14155550102" }), {
      ...ctx,
      hub: "percytext",
    });
    expect(byPhone).toMatchObject({ leadId: first.leadId, joined: true });
    const detail = (await cores.admin.lead(first.leadId))!;
    expect(detail.lead.email).toBe("ada@example.com");
    expect(detail.history.map((h) => [h.hubId, h.email])).toEqual([
      ["percymd", "ada@example.com"],
      ["percytext", "ada@lounge.example"],
    ]);
    // Its consent records came along, each still naming the hub whose form showed it.
    expect(new Set(detail.consents.map((c) => c.hubId))).toEqual(new Set(["percymd", "percytext"]));
    // Once the lead is closed, the same number starts a new lead with its own owner.
    await cores.admin.setStatus(first.leadId, "customer", ANN);
    const later = await cores.submitContact(submission({ email: "ada@other.example", phone: "+14155550102" }), {
      ...ctx,
      hub: "percytext",
    });
    expect(later).toMatchObject({ joined: false, updated: false, assignedTo: BOB });
    expect(later.leadId).not.toBe(first.leadId);
    // The old lead is offered as a possible duplicate to merge.
    expect((await cores.admin.lead(later.leadId))!.duplicates!.map((l) => l.id)).toEqual([first.leadId]);
  });
});

describe("merging two leads", () => {
  const count = async (table: string, column: string, ids: string[]) =>
    Number(
      (
        await pg.query<{ n: number }>(`select count(*)::int as n from ${table} where ${column}::text = any($1)`, [
          `{${ids.join(",")}}`,
        ])
      ).rows[0].n,
    );
  const tables = [
    ["lead_submissions", "lead_id"],
    ["lead_notes", "lead_id"],
    ["consent_records", "lead_id"],
    ["lead_attribution", "lead_id"],
  ] as const;

  it("keeps every submission, note, text, consent record and attribution row, and audits the merge", async () => {
    const cores = createCores(deps());
    const keep = await cores.submitContact(
      submission({ email: "ada@example.com", phone: "+14155550103", attribution: attribution("google") }),
      { ...ctx, hub: "marque" },
    );
    // The same person on another hub under another email and number: nothing links them, so two leads.
    const other = await cores.submitContact(
      submission({ email: "a.lovelace@example.org", phone: "+14155550104", attribution: attribution("newsletter") }),
      { ...ctx, hub: "percymd" },
    );
    await cores.admin.addNote(keep.leadId, "Called, left a message", ANN);
    await cores.admin.addNote(other.leadId, "Asked for pricing", BOB);
    await cores.admin.setStatus(other.leadId, "contacted", BOB);
    for (const phone of ["+14155550103", "+14155550104"])
      await recordInboundText(pg.db, {
        phone,
        body: `Hi from ${phone}`,
        providerId: `SM${phone}`,
        reply: null,
        now: new Date(),
      });
    const ids = [keep.leadId, other.leadId];
    const before = Object.fromEntries(await Promise.all(tables.map(async ([t, c]) => [t, await count(t, c, ids)])));
    const texts = await count("lead_texts", "phone", ["+14155550103", "+14155550104"]);
    const ledger = (await pg.query(`select id, text, sha256, version, created_at from consent_records order by id`))
      .rows;
    expect(before).toEqual({ lead_submissions: 2, lead_notes: 2, consent_records: 6, lead_attribution: 4 });

    const merged = await cores.admin.merge(keep.leadId, other.leadId, ANN);

    // Everything of both now belongs to the lead kept; the other's row is gone.
    for (const [t, c] of tables) expect([t, await count(t, c, [keep.leadId])]).toEqual([t, before[t]]);
    expect(await count("leads", "id", [other.leadId])).toBe(0);
    expect(await count("lead_texts", "phone", ["+14155550103", "+14155550104"])).toBe(texts);
    // The ledger's proof is unchanged: only its rows' lead moved.
    expect(
      (await pg.query(`select id, text, sha256, version, created_at from consent_records order by id`)).rows,
    ).toEqual(ledger);
    expect(merged.lead).toMatchObject({ id: keep.leadId, assignedTo: ANN, submissions: 2, phone: "+14155550103" });
    expect(merged.history.map((h) => [h.hubId, h.email])).toEqual([
      ["marque", "ada@example.com"],
      ["percymd", "a.lovelace@example.org"],
    ]);
    expect(merged.notes.map((note) => note.body)).toEqual(["Called, left a message", "Asked for pricing"]);
    expect(merged.merged).toEqual([
      { fromId: other.leadId, intoId: keep.leadId, mergedAt: expect.any(String), mergedBy: ANN },
    ]);
    // The other's history comes along, then the merge itself; its first answer (Bob's status change) counts.
    expect(merged.audit.map((a) => [a.actor, a.action])).toEqual(
      expect.arrayContaining([
        [BOB, "lead.status"],
        [ANN, "lead.merge"],
      ]),
    );
    expect(merged.lead.firstResponseAt).not.toBeNull();
    expect((await cores.admin.attribution(keep.leadId)).first?.utm_source).toBe("google");
    // A link to the lead that went still finds the person.
    expect(await cores.admin.mergedInto(other.leadId)).toBe(keep.leadId);
    expect(await cores.admin.leadCountsByHub()).toEqual({ marque: 1, percytech: 0, percymd: 0, percytext: 0 });
  });

  it("an erasure after a merge reaches the folded lead's history too", async () => {
    const cores = createCores(deps());
    const keep = await cores.submitContact(submission({ email: "ada@example.com", phone: "+14155550107" }), ctx);
    const other = await cores.submitContact(submission({ email: "ada.l@example.org", phone: "+14155550108" }), {
      ...ctx,
      hub: "marque",
    });
    await cores.admin.addNote(other.leadId, "Lives above the bakery on Elm Street", BOB);
    await cores.admin.merge(keep.leadId, other.leadId, ANN);
    await cores.admin.erase(keep.leadId, ANN);
    const notes = await pg.query<{ after: unknown }>(
      `select after from audit_log where lead_id = $1 and action = 'lead.note'`,
      [other.leadId],
    );
    expect(notes.rows).toEqual([{ after: { erased: true } }]);
  });

  it("refuses a lead into itself, an unknown lead and an erased one, changing nothing", async () => {
    const cores = createCores(deps());
    const a = await cores.submitContact(submission({ email: "one@example.com", phone: "+14155550105" }), ctx);
    const b = await cores.submitContact(submission({ email: "two@example.com", phone: "+14155550106" }), ctx);
    await expect(cores.admin.merge(a.leadId, a.leadId, ANN)).rejects.toMatchObject({ status: 422 });
    await expect(cores.admin.merge(a.leadId, "not-an-id", ANN)).rejects.toMatchObject({ status: 422 });
    await expect(cores.admin.merge(a.leadId, "00000000-0000-4000-8000-000000000000", ANN)).rejects.toMatchObject({
      status: 422,
    });
    await cores.admin.erase(b.leadId, ANN);
    await expect(cores.admin.merge(a.leadId, b.leadId, ANN)).rejects.toMatchObject({ status: 409 });
    expect(await count("lead_merges", "into_id", [a.leadId])).toBe(0);
  });
});
