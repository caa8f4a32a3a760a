/**
 * The rate-limit key for a client address. One IPv6 subscriber holds a whole
 * /64 (2^64 addresses), so an IPv6 client is counted by its /64; an IPv4
 * address (also one written as IPv4-mapped IPv6) is counted as itself. Any
 * key that is not an IP address (an email, a phone, a session) is returned
 * unchanged.
 */
export function limitKey(key: string): string {
  const groups = ipv6Groups(key);
  if (!groups) return key;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

function ipv4Octets(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

/** The 8 groups of an IPv6 address (brackets, zone and an IPv4 tail allowed), or null. */
function ipv6Groups(input: string): number[] | null {
  let text = input.trim().toLowerCase();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  text = text.replace(/%[^%]*$/, "");
  if (!text.includes(":") || !/^[0-9a-f:.]+$/.test(text) || text.length > 45) return null;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    const v4 = ipv4Octets(tail);
    if (!v4) return null;
    text = `${text.slice(0, lastColon + 1)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  if (![...head, ...rest].every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<string>(missing).fill("0"), ...rest].map((g) => parseInt(g, 16));
}
