import "server-only";
import ipaddr from "ipaddr.js";

/**
 * Which addresses a fetch made for a visitor may reach: public unicast only. ipaddr.js reads every way of
 * writing an address (127.1, 2130706433, 0x7f.1, 0177.0.0.1, ::ffff:127.0.0.1) and unwraps IPv4-mapped IPv6,
 * so each form lands in the same range.
 */

/** Cloud metadata and host-agent addresses, refused by name: Azure's (168.63.129.16) is public unicast. */
export const METADATA_ADDRESSES = new Set([
  "169.254.169.254",
  "169.254.170.2",
  "169.254.169.123",
  "168.63.129.16",
  "100.100.100.200",
  "192.0.0.192",
  "fd00:ec2::254",
]);

const RANGE_NAMES: Record<string, string> = {
  loopback: "a loopback address (the server itself)",
  private: "a private network address",
  uniqueLocal: "a private network address",
  linkLocal: "a link-local address",
  carrierGradeNat: "a shared carrier address (CGNAT)",
  multicast: "a multicast address",
  broadcast: "a broadcast address",
  unspecified: "an unspecified address (0.0.0.0 or ::)",
};

export interface Resolved {
  address: string;
  family: 4 | 6;
}

/** The address in one canonical form (IPv4-mapped IPv6 unwrapped), or null when it is not an address. */
export function canonicalAddress(raw: string): Resolved | null {
  const bare = raw.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(bare)) return null;
  const ip = ipaddr.process(bare);
  return { address: ip.toString(), family: ip.kind() === "ipv4" ? 4 : 6 };
}

export function isLoopback(address: string): boolean {
  const canonical = canonicalAddress(address);
  return canonical !== null && ipaddr.process(canonical.address).range() === "loopback";
}

/** Why the address may not be reached, or null when it is a public one. */
export function refusedAddress(raw: string): string | null {
  const canonical = canonicalAddress(raw);
  if (!canonical) return "not an address";
  if (METADATA_ADDRESSES.has(canonical.address)) return "a cloud metadata address";
  const range = ipaddr.process(canonical.address).range();
  if (range === "unicast") return null;
  return RANGE_NAMES[range] ?? `a reserved address (${range})`;
}
