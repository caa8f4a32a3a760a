import { foreignCores, sample } from "../support/foreign-cpu.mjs";

describe("other work's CPU during a Lighthouse page", () => {
  it("is the machine's busy time less this process tree's, in cores", () => {
    // 2 s in which the machine was busy 600 ticks (6 core-seconds at 100 Hz) and we 400.
    expect(foreignCores({ at: 0, machine: 1_000, ours: 100 }, { at: 2_000, machine: 1_600, ours: 500 })).toBe(1);
    expect(foreignCores({ at: 0, machine: 0, ours: 0 }, { at: 1_000, machine: 50, ours: 60 })).toBe(0);
  });

  it("is unknown without two samples", () => {
    expect(foreignCores(null, { at: 1, machine: 1, ours: 1 })).toBeNull();
  });

  it("reads this machine (Linux)", () => {
    const reading = sample();
    expect(reading).toEqual({ at: expect.any(Number), machine: expect.any(Number), ours: expect.any(Number) });
    expect(reading!.ours).toBeGreaterThan(0);
  });
});
