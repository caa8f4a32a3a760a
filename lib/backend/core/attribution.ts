import { HUB_IDS } from "../../hubs/registry.ts";
import { campaignOf, emptyTouch, sourceMedium } from "../../attribution/rules.ts";
import {
  TOUCH_FIELDS,
  type Attribution,
  type LeadAttribution,
  type SourceReport,
  type SourceRow,
  type Touch,
} from "../../attribution/types.ts";
import { LEAD_STATUSES } from "../../types/backend.ts";
import { isoOrNull, type Db } from "./db.ts";

type Row = Record<string, unknown>;

/** Where the attribution rows belong: a contact submission (and its lead) or a sign-up verification. */
export interface AttributionOwner {
  hubId: string;
  leadId?: string | null;
  submissionId?: string | null;
  verificationId?: string | null;
}

const COLUMNS = TOUCH_FIELDS.join(", ");

/** Keep the first and the last touch; nothing is stored when the form sent none. */
export async function storeAttribution(
  db: Db,
  owner: AttributionOwner,
  attribution: Attribution | null | undefined,
  now: Date,
): Promise<void> {
  if (!attribution) return;
  for (const touch of ["first", "last"] as const) {
    const values = TOUCH_FIELDS.map((f) => attribution[touch][f] ?? null);
    const at = TOUCH_FIELDS.length;
    await db.query(
      `insert into lead_attribution (lead_id, submission_id, verification_id, hub_id, touch, created_at, industry, opt_in_report, ${COLUMNS})
       values ($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, $${at + 8},
               ${TOUCH_FIELDS.map((_, i) => `$${i + 1}`).join(", ")})`,
      [
        ...values,
        owner.leadId ?? null,
        owner.submissionId ?? null,
        owner.verificationId ?? null,
        owner.hubId,
        touch,
        now.toISOString(),
        attribution.industry ?? null,
        attribution.optInReport ?? null,
      ],
    );
  }
}

function toTouch(r: Row): Touch {
  const touch = emptyTouch();
  for (const f of TOUCH_FIELDS) {
    const value = r[f];
    touch[f] = f === "landed_at" ? isoOrNull(value) : value === null || value === undefined ? null : String(value);
  }
  return touch;
}

/** A lead's first touch (of its earliest attributed submission) and last touch (of its latest). */
export async function leadAttribution(db: Db, leadId: string): Promise<LeadAttribution> {
  return (await attributionByLead(db, [leadId])).get(leadId) ?? { first: null, last: null };
}

/** The attribution of many leads at once (the CSV export); a lead without any is absent. */
export function attributionByLead(db: Db, leadIds: readonly string[]): Promise<Map<string, LeadAttribution>> {
  return attributionBy(db, "lead_id", leadIds);
}

/** The attribution each sign-up verification carried; one without any is absent. */
export function attributionByVerification(
  db: Db,
  verificationIds: readonly string[],
): Promise<Map<string, LeadAttribution>> {
  return attributionBy(db, "verification_id", verificationIds);
}

/** First touch (earliest row) and last touch (latest row) per owner id. */
async function attributionBy(
  db: Db,
  column: "lead_id" | "verification_id",
  ownerIds: readonly string[],
): Promise<Map<string, LeadAttribution>> {
  const result = new Map<string, LeadAttribution>();
  const ids = ownerIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return result;
  // The industry and the opt-in report are the owner's latest that are set, read in the same pass as the touches
  // (a window over the owner's rows, not a lookup per row: half the time of the CSV's attribution).
  const { rows } = await db.query<Row>(
    `select distinct on (${column}, touch) ${column} as owner_id, touch, ${COLUMNS},
       first_value(industry) over industry_first as industry,
       first_value(opt_in_report) over report_first as opt_in_report
     from lead_attribution
     where ${column} = any(string_to_array($1, ',')::uuid[])
     window industry_first as (partition by ${column} order by industry is null, created_at desc, id),
       report_first as (partition by ${column} order by opt_in_report is null, created_at desc, id)
     order by ${column}, touch,
       case when touch = 'first' then created_at end asc,
       case when touch = 'last' then created_at end desc,
       id`,
    [ids.join(",")],
  );
  for (const row of rows) {
    const id = String(row.owner_id);
    const entry = result.get(id) ?? { first: null, last: null };
    entry[row.touch === "first" ? "first" : "last"] = toTouch(row);
    entry.industry = row.industry === null || row.industry === undefined ? null : String(row.industry);
    entry.optInReport =
      row.opt_in_report === null || row.opt_in_report === undefined ? null : String(row.opt_in_report);
    result.set(id, entry);
  }
  return result;
}

export interface Period {
  /** First and last day, YYYY-MM-DD, both included (UTC). */
  from: string;
  to: string;
}

/** Add `n` leads to a group, or `n` of its leads to a status they reached ("new" is every lead). */
function tally(groups: Map<string, SourceRow>, key: string, status: string, n: number) {
  let row = groups.get(key);
  if (!row) {
    row = { key, leads: 0, reached: Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) };
    groups.set(key, row);
  }
  if (status === "new") row.leads += n;
  if (Object.hasOwn(row.reached, status)) row.reached[status] += n;
}

/**
 * The first touch as far as the source rule reads it: the rollup keeps whether
 * each click id was there, not its value, so a present one reads as "yes".
 */
function ruleTouch(row: Row): Touch | null {
  if (!row.attributed) return null;
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    ...emptyTouch(),
    utm_source: text(row.utm_source),
    utm_medium: text(row.utm_medium),
    utm_campaign: text(row.utm_campaign),
    gclid: row.gclid ? "yes" : null,
    msclkid: row.msclkid ? "yes" : null,
    fbclid: row.fbclid ? "yes" : null,
    referrer_host: text(row.referrer_host),
  };
}

const byLeads = (a: SourceRow, b: SourceRow) => b.leads - a.leads || a.key.localeCompare(b.key);

/**
 * Leads created in the period, grouped by the source, medium and campaign of
 * their first touch and by hub, each with how many reached every pipeline
 * status: the status they are in now or any they were moved to before (the
 * audit log). A lead the form told nothing about counts as direct / unknown.
 * Read from the per-day rollup (lead_source_days, kept by trigger): its cost
 * follows the period's days and kinds of first touch, never its leads.
 */
export async function leadSources(db: Db, period: Period): Promise<SourceReport> {
  const keys =
    "hub_id, attributed, utm_source, utm_medium, utm_campaign, gclid, msclkid, fbclid, referrer_host, status";
  const { rows } = await db.query<Row>(
    `select ${keys}, sum(n)::int as n from lead_source_days
      where day >= $1::date and day <= $2::date
      group by ${keys} having sum(n) <> 0`,
    [period.from, period.to],
  );
  const source = new Map<string, SourceRow>();
  const medium = new Map<string, SourceRow>();
  const campaign = new Map<string, SourceRow>();
  const hub = new Map<string, SourceRow>();
  let total = 0;
  for (const row of rows) {
    const touch = ruleTouch(row);
    const status = String(row.status);
    const n = Number(row.n);
    const names = sourceMedium(touch);
    tally(source, names.source, status, n);
    tally(medium, names.medium, status, n);
    tally(campaign, campaignOf(touch), status, n);
    tally(hub, String(row.hub_id), status, n);
    if (status === "new") total += n;
  }
  const hubOrder = (a: SourceRow, b: SourceRow) =>
    (HUB_IDS as readonly string[]).indexOf(a.key) - (HUB_IDS as readonly string[]).indexOf(b.key);
  return {
    from: period.from,
    to: period.to,
    total,
    bySource: [...source.values()].sort(byLeads),
    byMedium: [...medium.values()].sort(byLeads),
    byCampaign: [...campaign.values()].sort(byLeads),
    byHub: [...hub.values()].sort(hubOrder),
  };
}
