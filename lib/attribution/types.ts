/**
 * First-party attribution: where a visit came from, kept by the browser in
 * sessionStorage and sent with the contact form and the sign-up start.
 * Plain types and names only, so the browser, the server and the Edge
 * Functions share them without pulling in a library.
 */

/** The campaign parameters read from the landing URL, in column order. */
export const CAMPAIGN_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** The ad networks' click ids read from the landing URL. */
export const CLICK_IDS = ["gclid", "fbclid", "msclkid"] as const;

export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];
export type ClickId = (typeof CLICK_IDS)[number];

/** The utm values a hosted checkout is given. */
export type Campaign = Partial<Record<CampaignParam, string>>;

/** One landing: its campaign parameters, click ids, referring host and path. Absent values are null. */
export type Touch = { [K in CampaignParam | ClickId]: string | null } & {
  referrer_host: string | null;
  landing_path: string | null;
  /** When the browser saw the landing (ISO 8601). */
  landed_at: string | null;
};

/** The session's first landing and its latest campaign or referral landing. */
export interface Attribution {
  first: Touch;
  last: Touch;
  /** The topic page slug the contact form was opened from (`/contact?industry=<slug>`); the server keeps only its hub's. */
  industry?: string | null;
  /** The opt-in check report the contact form was opened from (`/contact?report=<id>`); the server keeps only one that exists. */
  optInReport?: string | null;
}

/** Every field of a touch, in the order the CSV and the lead page show them. */
export const TOUCH_FIELDS = [...CAMPAIGN_PARAMS, ...CLICK_IDS, "referrer_host", "landing_path", "landed_at"] as const;
export type TouchField = (typeof TOUCH_FIELDS)[number];

/** A lead's attribution as staff see it: null touches when the form sent none (no JavaScript). */
export interface LeadAttribution {
  first: Touch | null;
  last: Touch | null;
  /** The industry slug of its latest submission that named one. */
  industry?: string | null;
  /** The opt-in check report of its latest submission that carried one. */
  optInReport?: string | null;
}

/** Leads of one source, medium, campaign or hub, and how many reached each pipeline status. */
export interface SourceRow {
  key: string;
  leads: number;
  /** Leads that were ever in the status (now or in the audit log); "new" is every lead. */
  reached: Record<string, number>;
}

export interface SourceReport {
  /** First and last day of the period, YYYY-MM-DD (UTC), both included. */
  from: string;
  to: string;
  total: number;
  bySource: SourceRow[];
  byMedium: SourceRow[];
  byCampaign: SourceRow[];
  byHub: SourceRow[];
}
