import { createHash } from "node:crypto";
import { HUB_IDS, HUBS } from "@/lib/hubs/registry";
import {
  CURRENT_CONSENT_VERSION,
  disclosureSegments,
  disclosureText,
  isConsentVersion,
} from "@/lib/consent/disclosures";
import { consentEvidence } from "@/lib/consent/evidence";

describe.each(HUB_IDS)("consent disclosures on %s", (id) => {
  const hub = HUBS[id];
  const sms = disclosureText(hub, "sms");

  it("SMS names the brand, automated texts and every required phrase", () => {
    for (const phrase of [
      hub.name,
      "automated text messages",
      "Message frequency varies",
      "Msg & data rates may apply",
      "Reply STOP to cancel",
      "Reply HELP for help",
      "Consent is not a condition of purchase",
    ]) {
      expect(sms).toContain(phrase);
    }
  });

  it("SMS links to the hub's own Terms and Privacy", () => {
    const links = disclosureSegments(hub, "sms").filter((s) => typeof s !== "string");
    expect(links).toEqual([
      { text: "Terms of Service", href: "/terms" },
      { text: "Privacy Policy", href: "/privacy" },
    ]);
  });

  it("email says one can unsubscribe at any time", () => {
    expect(disclosureText(hub, "email")).toContain(hub.name);
    expect(disclosureText(hub, "email")).toContain("unsubscribe at any time");
  });

  it("evidence carries the exact text, version, SHA-256 and page, one per opted-in channel", () => {
    const evidence = consentEvidence(
      hub,
      CURRENT_CONSENT_VERSION,
      { sms: true, email: true },
      "https://x.test/contact",
    );
    expect(evidence.map((e) => e.channel)).toEqual(["sms", "email"]);
    expect(evidence[0]).toEqual({
      channel: "sms",
      text: sms,
      version: CURRENT_CONSENT_VERSION,
      sha256: createHash("sha256").update(sms).digest("hex"),
      pageUrl: "https://x.test/contact",
    });
    expect(consentEvidence(hub, CURRENT_CONSENT_VERSION, { sms: false, email: false }, "u")).toEqual([]);
  });
});

it("only published versions are accepted, and prototype keys are not versions", () => {
  expect(isConsentVersion(CURRENT_CONSENT_VERSION)).toBe(true);
  expect(isConsentVersion("1999-01-01")).toBe(false);
  expect(isConsentVersion("__proto__")).toBe(false);
  expect(isConsentVersion("toString")).toBe(false);
  expect(isConsentVersion(7)).toBe(false);
});

it("the health hub asks for no patient health information in replies", () => {
  expect(disclosureText(HUBS.percymd, "sms")).toContain("patient health information");
  expect(disclosureText(HUBS.marque, "sms")).not.toContain("patient health information");
});
