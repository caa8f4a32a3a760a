import { cleanValue, emptyTouch, industryFromUrl, isCampaignOrReferral, reportFromUrl } from "./rules.ts";
import { CAMPAIGN_PARAMS, CLICK_IDS, type Attribution, type Touch } from "./types.ts";

/** The one sessionStorage key; nothing else is kept, and never in a cookie. */
export const ATTRIBUTION_KEY = "attribution";

export interface Landing {
  /** The page's URL as loaded. */
  href: string;
  /** document.referrer ("" when none). */
  referrer: string;
  now: Date;
}

/** What one landing tells: the campaign parameters, click ids, the other site it came from, and its path. */
export function touchFrom({ href, referrer, now }: Landing): Touch {
  const url = new URL(href);
  const touch = emptyTouch();
  for (const key of [...CAMPAIGN_PARAMS, ...CLICK_IDS]) touch[key] = cleanValue(key, url.searchParams.get(key));
  let from: URL | null = null;
  try {
    from = referrer ? new URL(referrer) : null;
  } catch {
    from = null;
  }
  // Our own pages are not a referral: only another host is.
  if (from && /^https?:$/.test(from.protocol) && from.host !== url.host) {
    touch.referrer_host = cleanValue("referrer_host", from.hostname);
  }
  touch.landing_path = cleanValue("landing_path", url.pathname);
  touch.landed_at = now.toISOString();
  return touch;
}

/**
 * First and last touch after a landing: the first landing of the session is
 * its first touch and is never replaced; every later landing that names a
 * campaign, a click id or another site becomes the last touch; a direct or
 * internal landing leaves both as they were.
 */
export function nextAttribution(stored: Attribution | null, touch: Touch): Attribution {
  if (!stored) return { first: touch, last: touch };
  return isCampaignOrReferral(touch) ? { first: stored.first, last: touch } : stored;
}

/** A stored touch, each value cleaned again: storage is the visitor's to edit. */
function cleanTouch(raw: unknown): Touch | null {
  if (!raw || typeof raw !== "object") return null;
  const touch = emptyTouch();
  for (const key of Object.keys(touch) as (keyof Touch)[]) {
    const value = (raw as Record<string, unknown>)[key];
    touch[key] = typeof value === "string" ? cleanValue(key, value) : null;
  }
  return touch;
}

/** The stored attribution, or null when none is stored or it cannot be read. */
export function parseStored(text: string | null): Attribution | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { first?: unknown; last?: unknown };
    const first = cleanTouch(value.first);
    const last = cleanTouch(value.last);
    return first && last ? { first, last } : null;
  } catch {
    return null;
  }
}

let captured = false;

/**
 * Record this document's landing once; later calls only read (a client-side
 * navigation is not a landing, and keeps the document's referrer). Storage that is full, blocked or absent keeps nothing: the form then
 * sends nothing and the lead reads "direct / unknown".
 */
export function captureAttribution(): Attribution | null {
  try {
    const storage = window.sessionStorage;
    const stored = parseStored(storage.getItem(ATTRIBUTION_KEY));
    if (captured) return stored;
    captured = true;
    const next = nextAttribution(
      stored,
      touchFrom({ href: location.href, referrer: document.referrer, now: new Date() }),
    );
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify(next));
    return next;
  } catch {
    return null;
  }
}

/** What the contact form sends: the session's attribution, and the industry and opt-in report its page URL names. */
export function contactAttribution(): Attribution | null {
  const attribution = captureAttribution();
  return (
    attribution && {
      ...attribution,
      industry: industryFromUrl(location.href),
      optInReport: reportFromUrl(location.href),
    }
  );
}
