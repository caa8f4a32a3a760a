import "server-only";
import type { Hub } from "@/lib/hubs/registry";
import type { Channel, ConsentEvidence } from "@/lib/backend/types";
import { sha256Hex } from "@/lib/security/sha256";
import { disclosureText } from "./disclosures";

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
  return channels.map((channel) => {
    const text = disclosureText(hub, channel, version);
    return { channel, text, version, sha256: sha256Hex(text), pageUrl };
  });
}
