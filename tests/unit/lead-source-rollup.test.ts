/**
 * The lead-sources report is read from a per-day rollup kept by trigger. After
 * any mix of writes (contacts on several hubs and days with every kind of first
 * touch, repeats that add touches, a first touch that arrives after the lead,
 * status changes, erasure, a deleted lead) it equals the report computed lead
 * by lead, as the panel first defined it (kept below as the reference); the
 * rollup rebuilt from scratch, as the migration backfills it, equals the one
 * the triggers kept; and the report reads a handful of rollup rows however many
 * leads its period holds.
 */
import { touchFrom } from "@/lib/attribution/capture";
import { campaignOf, sourceMedium } from "@/lib/attribution/rules";
import { TOUCH_FIELDS, type Attribution, type SourceReport, type SourceRow } from "@/lib/attribution/types";
import { HUB_IDS, type HubId } from "@/lib/hubs/registry";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/types/backend";
import type { Db } from "@/lib/backend/core/db";
import { leadSources } from "@/lib/backend/core/attribution";
import { cores, ctx, manualClock, withTestDb, phoneOf, submission } from "./backend-fixtures";

jest.setTimeout(120_000);
const pg = withTestDb();

type Row = Record<string, unknown>;

/** The report lead by lead: every lead of the period with its first touch and audit rows, tallied here. */
async function referenceReport(period: { from: string; to: string }): Promise<SourceReport> {
  const end = new Date(Date.parse(`${period.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  const { rows } = await pg.query<Row>(
    `select l.hub_id, l.status, a.touch, ${TOUCH_FIELDS.map((f) => `a.${f}`).join(", ")},
            array(select al.after ->> 'status' from audit_log al
                   where al.lead_id = l.id and al.action = 'lead.status') as moved_to
       from leads l
       left join lateral (select * from lead_attribution x where x.lead_id = l.id and x.touch = 'first'
                           order by x.created_at, x.id limit 1) a on true
      where l.created_at >= $1 and l.created_at < $2`,
    [`${period.from}T00:00:00.000Z`, end],
  );
  const groups = { source: new Map(), medium: new Map(), campaign: new Map(), hub: new Map() } as Record<
    string,
    Map<string, SourceRow>
  >;
  const tally = (group: string, key: string, reached: Set<string>) => {
    const map = groups[group];
    const row = map.get(key) ?? { key, leads: 0, reached: Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) };
    row.leads += 1;
    for (const status of LEAD_STATUSES) if (reached.has(status)) row.reached[status] += 1;
    map.set(key, row);
  };
  for (const row of rows) {
    const touch = row.touch
      ? (Object.fromEntries(TOUCH_FIELDS.map((f) => [f, row[f] == null ? null : String(row[f])])) as never)
      : null;
    const reached = new Set(["new", String(row.status), ...((row.moved_to as string[] | null) ?? [])]);
    const names = sourceMedium(touch);
    tally("source", names.source, reached);
    tally("medium", names.medium, reached);
    tally("campaign", campaignOf(touch), reached);
    tally("hub", String(row.hub_id), reached);
  }
  const byLeads = (a: SourceRow, b: SourceRow) => b.leads - a.leads || a.key.localeCompare(b.key);
  const hubOrder = (a: SourceRow, b: SourceRow) =>
    (HUB_IDS as readonly string[]).indexOf(a.key) - (HUB_IDS as readonly string[]).indexOf(b.key);
  return {
    ...period,
    total: rows.length,
    bySource: [...groups.source.values()].sort(byLeads),
    byMedium: [...groups.medium.values()].sort(byLeads),
    byCampaign: [...groups.campaign.values()].sort(byLeads),
    byHub: [...groups.hub.values()].sort(hubOrder),
  };
}

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}

const at = (href: string, referrer = "") => touchFrom({ href, referrer, now: new Date("2026-03-01T11:00:00.000Z") });
/** Every kind of first touch the source rule tells apart, and fields it does not read. */
const TOUCHES = [
  at("https://percymd.com/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0abc"),
  at("https://percymd.com/?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=teeth&gclid=Cj0xyz"),
  at("https://percymd.com/?utm_source=newsletter&utm_medium=email&utm_campaign=march"),
  at("https://percymd.com/?utm_source=newsletter&utm_campaign=march"),
  at("https://percymd.com/pricing?gclid=Cj0only"),
  at("https://percymd.com/?msclkid=ms1&utm_medium=ppc"),
  at("https://percymd.com/?fbclid=fb1"),
  at("https://percymd.com/about", "https://blog.example.org/post"),
  at("https://percymd.com/?utm_medium=print"),
  at("https://percymd.com/"),
];

describe("the lead-sources rollup", () => {
  test("equals the report computed lead by lead after any mix of writes, and its rebuild equals it", async () => {
    const clock = manualClock("2026-03-01T08:00:00.000Z");
    const backend = cores(pg, { now: clock.now });
    const dice = random(51);
    const emails = Array.from({ length: 14 }, (_, i) => `person${i}@example.com`);
    /** The leads not erased yet, oldest first. */
    const live = async () =>
      (await pg.query<{ id: string }>(`select id from leads where erased_at is null order by created_at, id`)).rows.map(
        (row) => row.id,
      );
    for (let step = 0; step < 70; step += 1) {
      const roll = dice.below(10);
      // One person is one lead (a contact joins the person's open lead), so erasures can empty the table.
      const empty = (await live()).length === 0;
      if (roll < 5 || step === 0 || (empty && roll < 9)) {
        const touch = dice.below(5) === 0 ? null : dice.pick(TOUCHES);
        const attribution: Attribution | null = touch ? { first: touch, last: dice.pick(TOUCHES) } : null;
        const hub = dice.pick(HUB_IDS) as HubId;
        const email = dice.pick(emails);
        const sent = submission({ email, phone: phoneOf(email), sms_signup: false, email_signup: true, attribution });
        await backend.submitContact(sent, { ...ctx, hub });
      } else if (roll < 8) {
        await backend.admin.setStatus(
          dice.pick(await live()),
          dice.pick(LEAD_STATUSES) as LeadStatus,
          "staff@example.com",
        );
      } else if (roll === 8) {
        // Erasing takes the lead's submissions and their touches away (the person's other leads too).
        await backend.admin.erase(dice.pick(await live()), "staff@example.com");
      } else {
        // A lead with no consent record (made here by SQL, as an import would), then deleted.
        const { rows } = await pg.query<{ id: string }>(
          `insert into leads (hub_id, hub_number, name, email, email_key, created_at)
             values ('percytext', 4, 'Gone', 'gone@example.com', $1, $2) returning id`,
          [`gone${step}@example.com`, clock.now().toISOString()],
        );
        const gone = rows[0].id;
        const sub = await pg.query<{ id: string }>(
          `insert into lead_submissions (lead_id, name, email, platform_interest, email_signup, sms_signup)
             values ($1, 'Gone', 'gone@example.com', 'General inquiry', false, false) returning id`,
          [gone],
        );
        await pg.query(
          `insert into lead_attribution (lead_id, submission_id, hub_id, touch, utm_source, created_at)
             values ($1, $2, 'percytext', 'first', 'partner', $3)`,
          [gone, sub.rows[0].id, clock.now().toISOString()],
        );
        if (dice.below(2) === 0) await pg.query(`delete from leads where id = $1`, [gone]);
      }
      clock.advance(dice.below(3) * 86_400_000 + dice.below(7) * 3_600_000);
    }
    const periods = [
      { from: "2026-03-01", to: "2026-06-30" },
      { from: "2026-03-05", to: "2026-03-20" },
      { from: "2026-03-10", to: "2026-03-10" },
      { from: "2025-01-01", to: "2025-12-31" },
    ];
    const everything = await backend.admin.leadSources(periods[0]);
    expect(everything.total).toBeGreaterThan(5);
    expect(everything.bySource.length).toBeGreaterThanOrEqual(4);
    expect(everything.byHub.length).toBeGreaterThanOrEqual(3);
    for (const period of periods)
      expect(await backend.admin.leadSources(period)).toEqual(await referenceReport(period));

    const kept = async () =>
      (
        await pg.query<Row>(
          `select to_char(day, 'YYYY-MM-DD') as day, hub_id, attributed, utm_source, utm_medium, utm_campaign, gclid,
                  msclkid, fbclid, referrer_host, status, n::int as n
             from lead_source_days where n <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`,
        )
      ).rows;
    const byTrigger = await kept();
    await pg.query(`select lead_sources_rebuild()`);
    expect(await kept()).toEqual(byTrigger);
    expect(byTrigger.every((row) => Number(row.n) > 0)).toBe(true);
  });

  test("a lead's first touch arriving after the lead moves it from direct / unknown to its source", async () => {
    const clock = manualClock("2026-03-02T10:00:00.000Z");
    const backend = cores(pg, { now: clock.now });
    const plain = submission({ sms_signup: false, attribution: null });
    const { leadId } = await backend.submitContact(plain, ctx);
    const period = { from: "2026-03-01", to: "2026-03-31" };
    expect((await backend.admin.leadSources(period)).bySource.map((r) => r.key)).toEqual(["direct"]);
    clock.advance(60_000);
    await backend.submitContact({ ...plain, attribution: { first: TOUCHES[0], last: TOUCHES[0] } }, ctx);
    const report = await backend.admin.leadSources(period);
    expect(report.bySource.map((r) => [r.key, r.leads])).toEqual([["google", 1]]);
    expect(report).toEqual(await referenceReport(period));
    await backend.admin.setStatus(leadId, "customer", "staff@example.com");
    expect((await backend.admin.leadSources(period)).byHub[0].reached.customer).toBe(1);
  });

  test("reads a few rollup rows, however many leads the period holds", async () => {
    await pg.exec(
      `insert into leads (hub_id, hub_number, name, email, email_key, status, created_at)
         select 'marque', 1, 'Lead ' || g, 'lead' || g || '@example.com', 'lead' || g || '@example.com',
                (array['new', 'contacted', 'qualified'])[1 + g % 3], '2026-03-15T12:00:00Z'::timestamptz
           from generate_series(1, 3000) g`,
    );
    const returned: number[] = [];
    const counting: Db = {
      query: async (sql, params) => {
        const result = await pg.db.query(sql, params);
        returned.push(result.rows.length);
        return result as never;
      },
    };
    const report = await leadSources(counting, { from: "2026-03-01", to: "2026-03-31" });
    expect(report.total).toBe(3000);
    expect(report.byHub[0].reached).toEqual({ new: 3000, contacted: 1000, qualified: 1000, customer: 0, lost: 0 });
    expect(returned).toEqual([3]);
  });
});
