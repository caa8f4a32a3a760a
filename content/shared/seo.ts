import { SETUP_GUARANTEE_DAYS } from "../constants";
import type { PageSeo, PricingPlan } from "../types";
import { startingPrice } from "./plans";

/** Terms and privacy SEO: the same shape on every hub, named for the hub. */
export function legalSeo(hubName: string): { terms: PageSeo; privacy: PageSeo } {
  return {
    terms: {
      title: "Terms of Service",
      description: `Terms of service and SMS program terms for ${hubName}: message frequency, rates, HELP and STOP.`,
      keywords: [`${hubName} terms`, "SMS program terms", "SMS STOP and HELP"],
    },
    privacy: {
      title: "Privacy Policy",
      description: `How ${hubName} collects, uses and protects your information, mobile number and SMS opt-in data.`,
      keywords: [`${hubName} privacy`, "SMS opt-in data", "mobile number privacy"],
    },
  };
}

/** "from $49 a month … 8-day setup guarantee": derived from the plans and constants. */
export function pricingDescription(plans: readonly PricingPlan[], audience: string): string {
  return `Texting plans for ${audience} from $${startingPrice(plans)} a month, with an ${SETUP_GUARANTEE_DAYS}-day setup guarantee.`;
}
