import { RateLimiter } from "@/lib/http/rate-limit";

describe("RateLimiter", () => {
  it("allows max per window, then tells how long to wait", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ now: () => now });
    const rule = { max: 3, windowMs: 60_000 };
    expect(limiter.limit("ip:1", rule).ok).toBe(true);
    expect(limiter.limit("ip:1", rule).ok).toBe(true);
    expect(limiter.limit("ip:1", rule).ok).toBe(true);
    now += 15_000;
    expect(limiter.limit("ip:1", rule)).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(limiter.limit("ip:2", rule).ok).toBe(true);
    now += 45_000;
    expect(limiter.limit("ip:1", rule).ok).toBe(true);
  });
  it("multiplies limits when relaxed", () => {
    const limiter = new RateLimiter({ now: () => 0, relaxedFactor: 1000 });
    for (let i = 0; i < 2000; i++) expect(limiter.limit("k", { max: 2, windowMs: 1000 }).ok).toBe(true);
    expect(limiter.limit("k", { max: 2, windowMs: 1000 }).ok).toBe(false);
  });
});
