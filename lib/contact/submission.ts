import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { getHub, type HubId } from "@/lib/hubs/registry";
import type { ContactSubmission } from "@/lib/types/backend";
import { consentEvidence } from "@/lib/consent/evidence";
import { isConsentVersion } from "@/lib/consent/disclosures";
import { fullName, type ContactInput } from "@/lib/validation/contact";
import type { Attribution } from "@/lib/attribution/types";

/** The platform interest a contact submission carries unless it names one. */
export const PLATFORM_INTEREST = "General inquiry";

/** Where the consent was given: the Referer when it is this site's page, else the site's /contact. */
export function contactPageUrl(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  const origin = `${url.protocol}//${host}`;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.host === host) return `${ref.origin}${ref.pathname}`.slice(0, 2048);
    } catch {
      // fall through to the default below
    }
  }
  return `${origin}/contact`;
}

/**
 * Payload from the parsed form: name joined, platform_interest
 * 'General inquiry', hub_id the hub number resolved from the Host (PercyTech
 * is 0: read the number, never `|| default`), consent built on the server.
 */
export function toSubmission(
  input: ContactInput & { attribution?: Attribution | null },
  hubId: HubId,
  pageUrl: string,
): ContactSubmission {
  const hub = getHub(hubId);
  const wantsConsent = input.smsSignup || input.emailSignup;
  if (wantsConsent && !isConsentVersion(input.consentVersion)) {
    throw new AppError("VALIDATION_INVALID_VALUE", "Please reload the page and try again.", {
      status: 422,
      severity: "LOW",
      fields: { consentVersion: "Unknown consent disclosure version" },
    });
  }
  return {
    name: fullName(input),
    email: input.email,
    phone: input.phone,
    company: input.company,
    message: input.message,
    platform_interest: PLATFORM_INTEREST,
    hub_id: hub.hubNumber,
    email_signup: input.emailSignup,
    sms_signup: input.smsSignup,
    attribution: input.attribution,
    consent: wantsConsent
      ? consentEvidence(
          hub,
          input.consentVersion as string,
          { sms: input.smsSignup, email: input.emailSignup },
          pageUrl,
        )
      : [],
  };
}
