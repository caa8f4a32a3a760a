// Relative with extension: the backend cores (also run under Deno) record consent through here.
import type { Hub } from "../hubs/registry.ts";
import type { Channel, ConsentEvidence } from "../types/backend.ts";
import { sha256Hex } from "../security/sha256.ts";
import { disclosureText } from "./disclosures.ts";

/**
 * What a consent record holds for a disclosure: its text exactly as shown for the hub and version, and that
 * text's SHA-256. The one place both are built (the contact route and the submit-contact core).
 */
export function disclosureRecord(hub: Hub, channel: Channel, version: string): { text: string; sha256: string } {
  const text = disclosureText(hub, channel, version);
  return { text, sha256: sha256Hex(text) };
}

/**
 * Consent evidence for each opted-in channel. The text comes from the hub and
 * the version the form says it showed, never from the request body, so a
 * client cannot put words in the record. The version must already
 * be checked with `isConsentVersion`.
 */
export function consentEvidence(
  hub: Hub,
  version: string,
  optedIn: { sms: boolean; email: boolean },
  pageUrl: string,
): ConsentEvidence[] {
  const channels: Channel[] = [];
  if (optedIn.sms) channels.push("sms");
  if (optedIn.email) channels.push("email");
  return channels.map((channel) => ({ channel, ...disclosureRecord(hub, channel, version), version, pageUrl }));
}
