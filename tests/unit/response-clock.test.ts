/**
 * The first-response clock counts staff hours only, on the staff's wall clock:
 * the edges of the day (08:59, 09:00, 16:59, 17:00), a weekend, both
 * daylight-saving changes in New York, hours in another zone, and the
 * STAFF_HOURS syntax with its refusals.
 */
import {
  DEFAULT_RESPONSE_CLOCK,
  DEFAULT_STAFF_HOURS,
  parseStaffHours,
  responseClockFrom,
  type ResponseClock,
} from "@/lib/config/staff-hours";
import { addStaffTime, responseTargets, staffTimeBetween } from "@/lib/backend/core/staff-time";
import { leadWait } from "@/lib/backend/core/response-clock";

const NY = "America/New_York";
const MIN = 60_000;
const at = (iso: string) => new Date(iso);
const plus = (start: string, minutes: number, hours = DEFAULT_STAFF_HOURS, zone = NY) =>
  addStaffTime(at(start), minutes * MIN, hours, zone).toISOString();
const between = (from: string, to: string, hours = DEFAULT_STAFF_HOURS, zone = NY) =>
  staffTimeBetween(at(from), at(to), hours, zone) / MIN;

// Monday 23 November 2026 is in standard time: New York is UTC-5 (09:00 EST = 14:00Z).
describe("15 minutes of staff time, Mon–Fri 09:00–17:00 New York", () => {
  it("inside the day: on the minute", () => {
    expect(plus("2026-11-23T15:00:00Z", 15)).toBe("2026-11-23T15:15:00.000Z");
    // 09:00 sharp counts from 09:00; 08:59 waits for 09:00.
    expect(plus("2026-11-23T14:00:00Z", 15)).toBe("2026-11-23T14:15:00.000Z");
    expect(plus("2026-11-23T13:59:00Z", 15)).toBe("2026-11-23T14:15:00.000Z");
  });

  it("at the end of the day: 16:50 runs over to 09:05 the next morning; 17:00 sharp starts then", () => {
    expect(plus("2026-11-23T21:50:00Z", 15)).toBe("2026-11-24T14:05:00.000Z");
    expect(plus("2026-11-23T21:45:00Z", 15)).toBe("2026-11-23T22:00:00.000Z");
    expect(plus("2026-11-23T22:00:00Z", 15)).toBe("2026-11-24T14:15:00.000Z");
    expect(plus("2026-11-23T21:59:00Z", 15)).toBe("2026-11-24T14:14:00.000Z");
  });

  it("over a weekend: Friday 16:50 is due Monday 09:05; Saturday noon is due Monday 09:15", () => {
    expect(plus("2026-11-27T21:50:00Z", 15)).toBe("2026-11-30T14:05:00.000Z");
    expect(plus("2026-11-28T17:00:00Z", 15)).toBe("2026-11-30T14:15:00.000Z");
    expect(between("2026-11-27T21:50:00Z", "2026-11-30T14:05:00Z")).toBe(15);
    // A whole weekend is no time at all.
    expect(between("2026-11-28T00:00:00Z", "2026-11-30T05:00:00Z")).toBe(0);
    expect(between("2026-11-23T14:00:00Z", "2026-11-30T14:00:00Z")).toBe(5 * 8 * 60);
  });

  it("across the spring change (8 March 2026): Friday 16:50 EST is due Monday 09:05 EDT", () => {
    expect(plus("2026-03-06T21:50:00Z", 15)).toBe("2026-03-09T13:05:00.000Z");
    expect(between("2026-03-06T21:50:00Z", "2026-03-09T13:05:00Z")).toBe(15);
  });

  it("across the fall change (1 November 2026): Friday 16:50 EDT is due Monday 09:05 EST", () => {
    expect(plus("2026-10-30T20:50:00Z", 15)).toBe("2026-11-02T14:05:00.000Z");
    expect(between("2026-10-30T20:50:00Z", "2026-11-02T14:05:00Z")).toBe(15);
  });

  it("round the clock, the 23-hour and 25-hour days are counted as they really are", () => {
    const always = parseStaffHours("Mon-Sun 00:00-24:00")!;
    // 23:00 EST on Saturday 7 March plus 3 hours is 03:00 EDT (07:00Z): the lost hour is not counted.
    expect(plus("2026-03-08T04:00:00Z", 180, always)).toBe("2026-03-08T07:00:00.000Z");
    expect(between("2026-03-08T05:00:00Z", "2026-03-09T04:00:00Z", always)).toBe(23 * 60);
    expect(between("2026-11-01T04:00:00Z", "2026-11-02T05:00:00Z", always)).toBe(25 * 60);
  });

  it("in the staff's own zone: 09:00 in Los Angeles is 17:00Z in November", () => {
    expect(plus("2026-11-23T16:00:00Z", 15, DEFAULT_STAFF_HOURS, "America/Los_Angeles")).toBe(
      "2026-11-23T17:15:00.000Z",
    );
  });

  it("the escalation is twice the target, in staff hours too", () => {
    const clock: ResponseClock = { ...DEFAULT_RESPONSE_CLOCK, targetMinutes: 15 };
    const { respondBy, escalateBy } = responseTargets(at("2026-11-27T21:40:00Z"), clock);
    expect(respondBy.toISOString()).toBe("2026-11-27T21:55:00.000Z");
    expect(escalateBy.toISOString()).toBe("2026-11-30T14:10:00.000Z");
  });
});

describe("a lead's wait as staff read it", () => {
  const lead = {
    createdAt: "2026-11-23T15:00:00.000Z",
    respondBy: "2026-11-23T15:15:00.000Z",
    escalateBy: "2026-11-23T15:30:00.000Z",
  };
  it("waits, turns overdue at the target and escalated at twice it, and stops when answered", () => {
    expect(leadWait(lead, at("2026-11-23T15:14:00Z"))).toMatchObject({ state: "waiting", minutes: 14, overdue: false });
    expect(leadWait(lead, at("2026-11-23T15:15:00Z"))).toMatchObject({
      state: "waiting",
      minutes: 15,
      overdue: true,
      escalated: false,
    });
    expect(leadWait(lead, at("2026-11-23T15:31:00Z"))).toMatchObject({ overdue: true, escalated: true });
    // From 10:00 to the close is 7 hours; overnight, until 08:00 the next day, it does not grow.
    expect(leadWait(lead, at("2026-11-24T13:00:00Z"))).toMatchObject({ minutes: 420 });
    expect(leadWait({ ...lead, firstResponseAt: "2026-11-23T15:07:00.000Z" }, at("2026-11-24T13:00:00Z"))).toEqual({
      state: "answered",
      minutes: 7,
    });
    expect(leadWait({ createdAt: lead.createdAt }, at("2026-11-24T13:00:00Z"))).toEqual({ state: "none" });
  });
});

describe("STAFF_HOURS", () => {
  it("reads ranges, lists, wrapping ranges and several groups", () => {
    expect(parseStaffHours("Mon-Fri 09:00-17:00")!.week).toEqual([
      [],
      [[540, 1020]],
      [[540, 1020]],
      [[540, 1020]],
      [[540, 1020]],
      [[540, 1020]],
      [],
    ]);
    expect(parseStaffHours("fri-mon 10:00-12:00")!.week.map((d) => d.length)).toEqual([1, 1, 0, 0, 0, 1, 1]);
    expect(parseStaffHours("Mon,Wed 09:00-12:00; Mon 11:00-17:00")!.week[1]).toEqual([[540, 1020]]);
    expect(parseStaffHours("Sat 10:00-24:00")!.week[6]).toEqual([[600, 1440]]);
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      "9-5",
      "Mon-Fri",
      "Mon-Fri 17:00-09:00",
      "Xyz 09:00-17:00",
      "Mon 09:00-24:30",
      "Mon 25:00-26:00",
    ])
      expect(parseStaffHours(bad)).toBeNull();
  });

  it("falls back to the defaults for a host reading its own environment", () => {
    expect(responseClockFrom({})).toEqual(DEFAULT_RESPONSE_CLOCK);
    expect(responseClockFrom({ minutes: "abc", hours: "nope", timeZone: "Mars/Base" })).toEqual(DEFAULT_RESPONSE_CLOCK);
    expect(responseClockFrom({ minutes: "30", hours: "Sat 10:00-14:00", timeZone: "Europe/Paris" })).toMatchObject({
      targetMinutes: 30,
      timeZone: "Europe/Paris",
    });
  });
});
