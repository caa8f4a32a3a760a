import { CAMPAIGN_PARAMS, CLICK_IDS, TOUCH_FIELDS, type Touch } from "./types.ts";
import { isReportId } from "../opt-in-check/types.ts";

/**
 * What a kept value may be, shared by the browser (which drops anything
 * else before storing) and the server schema (which refuses anything else):
 * short, printable, and free of markup and quote characters.
 */
export const ATTRIBUTION_LIMITS = { param: 200, clickId: 500, host: 253, path: 500 } as const;

/** Letters, digits, spaces and the punctuation campaign names use; no < > " ` \ or controls. */
export const PARAM_PATTERN = /^[\p{L}\p{N}\p{M} ._~+\-/:|()!,@#%&=*'$[\]{};?]+$/u;
/** Click ids are URL-safe tokens. */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9._~-]+$/;
/** A lower-case host name (IDNs in their punycode form). */
export const HOST_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
/** A path as a URL carries it: percent-encoded, starting with a slash. */
export const PATH_PATTERN = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** A topic page slug as the contact link carries it: kebab-case, short. */
export const INDUSTRY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const INDUSTRY_MAX = 80;

/** The industry of a contact page URL (`?industry=<slug>`), or null when absent or malformed. */
export function industryFromUrl(href: string): string | null {
  const value = new URL(href).searchParams.get("industry")?.trim() ?? "";
  return value.length <= INDUSTRY_MAX && INDUSTRY_PATTERN.test(value) ? value : null;
}

/** The opt-in check report a contact page URL carries (`?report=<id>`), or null. */
export function reportFromUrl(href: string): string | null {
  const value = new URL(href).searchParams.get("report")?.trim() ?? "";
  return isReportId(value) ? value : null;
}

/** The value kept for a field, or null when it is empty or breaks the rule. */
export function cleanValue(field: keyof Touch, raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  if (!value) return null;
  if ((CAMPAIGN_PARAMS as readonly string[]).includes(field)) {
    return value.length <= ATTRIBUTION_LIMITS.param && PARAM_PATTERN.test(value) ? value : null;
  }
  if ((CLICK_IDS as readonly string[]).includes(field)) {
    return value.length <= ATTRIBUTION_LIMITS.clickId && CLICK_ID_PATTERN.test(value) ? value : null;
  }
  if (field === "referrer_host") {
    const host = value.toLowerCase();
    return host.length <= ATTRIBUTION_LIMITS.host && HOST_PATTERN.test(host) ? host : null;
  }
  if (field === "landing_path") {
    return value.length <= ATTRIBUTION_LIMITS.path && PATH_PATTERN.test(value) ? value : null;
  }
  return Number.isFinite(Date.parse(value)) ? new Date(value).toISOString() : null;
}

/** A touch with every field present: null where nothing (valid) was given. */
export function emptyTouch(): Touch {
  return Object.fromEntries(TOUCH_FIELDS.map((f) => [f, null])) as Touch;
}

/** Whether a landing says where it came from: a campaign parameter, a click id or another site. */
export function isCampaignOrReferral(touch: Touch): boolean {
  return [...CAMPAIGN_PARAMS, ...CLICK_IDS, "referrer_host" as const].some((f) => touch[f] !== null);
}

/** The label for a lead the form told nothing about (no JavaScript, or nothing sent). */
export const UNKNOWN = { source: "direct", medium: "unknown" } as const;

/**
 * Source and medium of a touch, as analytics tools name them: the utm
 * values when given; else the ad network a click id belongs to; else the
 * referring host as a referral; else direct.
 */
export function sourceMedium(touch: Touch | null): { source: string; medium: string } {
  if (!touch) return { ...UNKNOWN };
  if (touch.utm_source) return { source: touch.utm_source, medium: touch.utm_medium ?? "(not set)" };
  if (touch.gclid) return { source: "google", medium: touch.utm_medium ?? "cpc" };
  if (touch.msclkid) return { source: "bing", medium: touch.utm_medium ?? "cpc" };
  if (touch.fbclid) return { source: "facebook", medium: touch.utm_medium ?? "social" };
  if (touch.referrer_host) return { source: touch.referrer_host, medium: touch.utm_medium ?? "referral" };
  return { source: "direct", medium: touch.utm_medium ?? "none" };
}

/** The campaign of a touch; "(not set)" when it names none. */
export function campaignOf(touch: Touch | null): string {
  return touch?.utm_campaign ?? "(not set)";
}

/** "source / medium", the way staff read it. */
export function sourceLabel(touch: Touch | null): string {
  const { source, medium } = sourceMedium(touch);
  return `${source} / ${medium}`;
}
