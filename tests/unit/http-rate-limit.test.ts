import { MemoryLimitStore, RATE_LIMITS, RateLimiter } from "@/lib/http/rate-limit";

describe("RateLimiter", () => {
  it("allows max per window, then tells how long to wait", async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(new MemoryLimitStore(), { now: () => now });
    for (let i = 0; i < RATE_LIMITS.contact.max; i++) expect((await limiter.limit("contact", "ip:1")).ok).toBe(true);
    now += 15_000;
    expect(await limiter.limit("contact", "ip:1")).toEqual({ ok: false, retryAfterSeconds: 10 * 60 - 15 });
    expect((await limiter.limit("contact", "ip:2")).ok).toBe(true);
    expect((await limiter.limit("verifyCodePerIp", "ip:1")).ok).toBe(true);
    now += RATE_LIMITS.contact.windowMs;
    expect((await limiter.limit("contact", "ip:1")).ok).toBe(true);
  });

  it("multiplies every max by the relaxed factor", async () => {
    const limiter = new RateLimiter(new MemoryLimitStore(), { now: () => 0, relaxedFactor: 1000 });
    for (let i = 0; i < 5000; i++) expect((await limiter.limit("contact", "k")).ok).toBe(true);
    expect((await limiter.limit("contact", "k")).ok).toBe(false);
  });

  it("undo gives back the hit just taken", async () => {
    const limiter = new RateLimiter(new MemoryLimitStore(), { now: () => 0 });
    for (let i = 0; i < 10; i++) {
      expect((await limiter.limit("adminWrongCodePerIp", "ip")).ok).toBe(true);
      await limiter.undo("adminWrongCodePerIp", "ip");
    }
  });
});

describe("MemoryLimitStore", () => {
  it("holds 200,000 distinct keys in bounded memory, evicting the oldest", () => {
    const store = new MemoryLimitStore(10_000);
    const now = 0;
    const chunk = 20_000;
    for (let c = 0; c < 10; c++) {
      for (let i = c * chunk; i < (c + 1) * chunk; i++) store.hitNow(`ip:${i}`, 600_000, now);
      expect(store.size).toBeLessThanOrEqual(10_000);
    }
    expect(store.has("ip:0")).toBe(false);
    expect(store.has("ip:189999")).toBe(false);
    expect(store.has("ip:190000")).toBe(true);
    expect(store.has("ip:199999")).toBe(true);
  });

  it("a restarted window moves its key to the newest end, so a busy key is not evicted first", () => {
    const store = new MemoryLimitStore(3);
    store.hitNow("a", 10, 0);
    store.hitNow("b", 10, 0);
    store.hitNow("c", 10, 0);
    store.hitNow("a", 10, 20); // window over: restarts, now newest
    store.hitNow("d", 10, 20); // evicts b, the oldest
    expect(["a", "b", "c", "d"].map((k) => store.has(k))).toEqual([true, false, true, true]);
  });
});
