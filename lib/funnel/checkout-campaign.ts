import { captureAttribution } from "@/lib/attribution/capture";
export { captureAttribution } from "@/lib/attribution/capture";
import { cleanValue } from "@/lib/attribution/rules";
import { CHECKOUT_PATH } from "./checkout";
import { CAMPAIGN_PARAMS, type Attribution, type Campaign } from "@/lib/attribution/types";

/**
 * The campaign that brought the visit which starts a checkout: the last
 * touch's utm values, else the first touch's. Click ids and the referrer stay
 * on our side; the hosted checkout records only utm values.
 */
export function campaignOf(attribution: Attribution | null): Campaign {
  if (!attribution) return {};
  const touch = CAMPAIGN_PARAMS.some((key) => attribution.last[key]) ? attribution.last : attribution.first;
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_PARAMS) {
    const value = touch[key];
    if (value) campaign[key] = value;
  }
  return campaign;
}

/** The utm values of a request's query that pass the same rules as stored attribution; others are dropped. */
export function campaignFromQuery(query: URLSearchParams): Campaign {
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_PARAMS) {
    const value = cleanValue(key, query.get(key));
    if (value) campaign[key] = value;
  }
  return campaign;
}

/** `href` (a same-site path such as /signup?plan=pro) with this session's campaign added to its query. */
export function withSessionCampaign(href: string): string {
  const campaign = campaignOf(captureAttribution());
  if (Object.keys(campaign).length === 0) return href;
  const url = new URL(href, window.location.origin);
  for (const [key, value] of Object.entries(campaign)) url.searchParams.set(key, value);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/**
 * From now on, a click on a link to /signup takes this session's campaign
 * along (the link is rewritten just before the browser follows it). Returns
 * the listener's removal.
 */
export function carryCampaignToSignup(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname !== CHECKOUT_PATH) return;
    link.href = withSessionCampaign(`${url.pathname}${url.search}`);
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
