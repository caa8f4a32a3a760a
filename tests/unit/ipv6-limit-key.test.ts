/**
 * An IPv6 subscriber holds a whole /64: per-client limits count an IPv6
 * client by its /64, so walking the addresses of one /64 buys nothing. IPv4
 * (also written IPv4-mapped) is counted per address; other keys are left as
 * they are.
 */
import { limitKey } from "@/lib/backend/core/limit-key";
import { MemoryLimitStore, RATE_LIMITS, RateLimiter } from "@/lib/http/rate-limit";
import { POST as startVerification } from "@/app/api/verifications/route";
import { withEmbeddedBackend } from "../support/embedded-backend";

describe("limitKey", () => {
  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::abcd]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    // IPv4, plain or mapped: the address itself, so two IPv4 clients never share a key.
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["203.0.113.7", "203.0.113.7"],
    // Not an address: unchanged.
    ["unknown", "unknown"],
    ["ada@example.com", "ada@example.com"],
    ["+12015550123", "+12015550123"],
    ["1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8:9"],
    ["1::2::3", "1::2::3"],
    ["edge:2001:db8::1", "edge:2001:db8::1"],
  ])("%s → %s", (input, key) => {
    expect(limitKey(input)).toBe(key);
  });

  it("the limiter counts a whole /64 as one client", async () => {
    const limiter = new RateLimiter(new MemoryLimitStore(), { now: () => 0 });
    for (let i = 0; i < RATE_LIMITS.contact.max; i++) {
      expect((await limiter.limit("contact", `2001:db8:aa:bb::${i.toString(16)}`)).ok).toBe(true);
    }
    expect((await limiter.limit("contact", "2001:db8:aa:bb:ffff:1:2:3")).ok).toBe(false);
    expect((await limiter.limit("contact", "2001:db8:aa:bc::1")).ok).toBe(true);
  });
});

describe("POST /api/verifications from one /64", () => {
  withEmbeddedBackend("ipv6-limit-key", { LOG_LEVEL: "CRITICAL", RATE_LIMIT_RELAXED: undefined });

  it(`stops at ${RATE_LIMITS.verifyStartPerIp.max} starts however many addresses of the /64 the client uses`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.verifyStartPerIp.max; i++) {
      const response = await startVerification(
        new Request("http://marque.localhost:3000/api/verifications", {
          method: "POST",
          headers: {
            host: "marque.localhost:3000",
            "content-type": "application/json",
            "x-forwarded-for": `2001:db8:77:1:${((i * 7919) % 65536).toString(16)}:${i.toString(16)}::${(i + 1).toString(16)}`,
          },
          body: JSON.stringify({ email: `v6-${i}@example.com`, method: "email" }),
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);
});
