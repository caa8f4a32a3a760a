/**
 * The quiet-hours rule at its edges: 7:59 is held to 8:00, 8:00 and 19:59
 * go at once, 20:00 waits for the next morning, in the recipient's own zone
 * (New York, Chicago, Los Angeles), on both DST change days, for a number
 * spread over two zones, and for a number whose zone is unknown (the
 * continental US's window: 8:00 Pacific to 20:00 Eastern).
 */
import { nextAllowedSend, nextOpenInZones, phoneTimeZones } from "@/lib/compliance/quiet-hours";
import { DEFAULT_SEND_WINDOW, parseSendWindow } from "@/lib/compliance/send-window";
import { localSendTime } from "@/lib/messaging/local-send-time";

const NEW_YORK = "+12125550100";
const CHICAGO = "+13125550100";
const LOS_ANGELES = "+14155550199";
/** A non-geographic number: the data names every zone of the plan. */
const UNKNOWN = "+18005550100";

async function goesAt(phone: string, now: string): Promise<string> {
  return (await nextAllowedSend(phone, new Date(now), DEFAULT_SEND_WINDOW)).at.toISOString();
}

describe("the zones of a number", () => {
  it("come from its area code", async () => {
    expect(await phoneTimeZones(NEW_YORK)).toEqual(["America/New_York"]);
    expect(await phoneTimeZones(CHICAGO)).toEqual(["America/Chicago"]);
    expect(await phoneTimeZones(LOS_ANGELES)).toEqual(["America/Los_Angeles"]);
    expect(await phoneTimeZones("not a number")).toEqual([]);
  });
});

// 28 November 2026: standard time everywhere (EST −5, CST −6, PST −8).
describe.each([
  ["New York", NEW_YORK, 5, "EST"],
  ["Chicago", CHICAGO, 6, "CST"],
  ["Los Angeles", LOS_ANGELES, 8, "PST"],
])("%s", (_name, phone, offset, abbreviation) => {
  const utc = (day: number, hour: number, minute: number) =>
    new Date(Date.UTC(2026, 10, day, hour + offset, minute)).toISOString();

  it("7:59 waits for 8:00; 8:00 and 19:59 go at once; 20:00 waits for the next 8:00", async () => {
    expect(await goesAt(phone, utc(28, 7, 59))).toBe(utc(28, 8, 0));
    expect(await goesAt(phone, utc(28, 7, 59).replace(":00.000Z", ":59.999Z"))).toBe(utc(28, 8, 0));
    expect(await goesAt(phone, utc(28, 8, 0))).toBe(utc(28, 8, 0));
    expect(await goesAt(phone, utc(28, 19, 59))).toBe(utc(28, 19, 59));
    expect(await goesAt(phone, utc(28, 20, 0))).toBe(utc(29, 8, 0));
    expect(await goesAt(phone, utc(28, 23, 30))).toBe(utc(29, 8, 0));
    expect(await goesAt(phone, utc(29, 0, 0))).toBe(utc(29, 8, 0));
  });

  it(`shows the time it will go on the recipient's clock: 8:00 AM ${abbreviation}`, async () => {
    const held = await nextAllowedSend(phone, new Date(utc(28, 21, 0)), DEFAULT_SEND_WINDOW);
    expect(localSendTime(held.at, held.timeZone)).toBe(`8:00 AM ${abbreviation}`);
  });
});

describe("on the DST change days (New York)", () => {
  it("spring forward, 8 March 2026: 7:59 EDT waits for 8:00 EDT, after a night 11 hours long", async () => {
    expect(await goesAt(NEW_YORK, "2026-03-08T11:59:00.000Z")).toBe("2026-03-08T12:00:00.000Z");
    expect(await goesAt(NEW_YORK, "2026-03-08T12:00:00.000Z")).toBe("2026-03-08T12:00:00.000Z");
    // 20:00 EST on the 7th → 8:00 EDT on the 8th.
    expect(await goesAt(NEW_YORK, "2026-03-08T01:00:00.000Z")).toBe("2026-03-08T12:00:00.000Z");
    expect(await goesAt(NEW_YORK, "2026-03-08T23:59:00.000Z")).toBe("2026-03-08T23:59:00.000Z");
    expect(await goesAt(NEW_YORK, "2026-03-09T00:00:00.000Z")).toBe("2026-03-09T12:00:00.000Z");
  });

  it("fall back, 1 November 2026: 7:59 EST waits for 8:00 EST, after a night 13 hours long", async () => {
    expect(await goesAt(NEW_YORK, "2026-11-01T12:59:00.000Z")).toBe("2026-11-01T13:00:00.000Z");
    expect(await goesAt(NEW_YORK, "2026-11-01T13:00:00.000Z")).toBe("2026-11-01T13:00:00.000Z");
    // 20:00 EDT on 31 October → 8:00 EST on 1 November.
    expect(await goesAt(NEW_YORK, "2026-11-01T00:00:00.000Z")).toBe("2026-11-01T13:00:00.000Z");
    expect(await goesAt(NEW_YORK, "2026-11-02T00:59:00.000Z")).toBe("2026-11-02T00:59:00.000Z");
    expect(await goesAt(NEW_YORK, "2026-11-02T01:00:00.000Z")).toBe("2026-11-02T13:00:00.000Z");
  });
});

describe("a number whose zone is unknown", () => {
  it("goes only when it is 8:00 or later in Los Angeles and before 20:00 in New York", async () => {
    // 7:59 PST (10:59 EST) waits for 8:00 PST.
    expect(await goesAt(UNKNOWN, "2026-11-28T15:59:00.000Z")).toBe("2026-11-28T16:00:00.000Z");
    // 8:00 EST is still 5:00 in Los Angeles.
    expect(await goesAt(UNKNOWN, "2026-11-28T13:00:00.000Z")).toBe("2026-11-28T16:00:00.000Z");
    expect(await goesAt(UNKNOWN, "2026-11-28T16:00:00.000Z")).toBe("2026-11-28T16:00:00.000Z");
    // 19:59 EST goes; 20:00 EST (17:00 PST) waits for the next 8:00 PST.
    expect(await goesAt(UNKNOWN, "2026-11-29T00:59:00.000Z")).toBe("2026-11-29T00:59:00.000Z");
    expect(await goesAt(UNKNOWN, "2026-11-29T01:00:00.000Z")).toBe("2026-11-29T16:00:00.000Z");
    const held = await nextAllowedSend(UNKNOWN, new Date("2026-11-29T01:00:00.000Z"), DEFAULT_SEND_WINDOW);
    expect(localSendTime(held.at, held.timeZone)).toBe("11:00 AM EST");
  });

  it("is the same for a string that is no number", async () => {
    expect(await goesAt("12", "2026-11-28T13:00:00.000Z")).toBe("2026-11-28T16:00:00.000Z");
  });
});

describe("a number spread over two zones (Alaska: Anchorage −9, Adak −10)", () => {
  it("goes only where both clocks are inside the window", async () => {
    expect(await phoneTimeZones("+19075550100")).toEqual(["America/Adak", "America/Anchorage"]);
    // 8:00 Anchorage is 7:00 Adak: wait for 8:00 Adak (18:00 UTC).
    expect(await goesAt("+19075550100", "2026-11-28T17:00:00.000Z")).toBe("2026-11-28T18:00:00.000Z");
    // 19:59 Anchorage goes; 20:00 Anchorage (19:00 Adak) does not.
    expect(await goesAt("+19075550100", "2026-11-29T04:59:00.000Z")).toBe("2026-11-29T04:59:00.000Z");
    expect(await goesAt("+19075550100", "2026-11-29T05:00:00.000Z")).toBe("2026-11-29T18:00:00.000Z");
  });

  it("zones that share no window have none; a number the data cannot place has no zone", async () => {
    // Twelve hours apart in November: one's 8:00 is the other's 20:00.
    const now = new Date("2026-11-28T12:00:00.000Z");
    expect(nextOpenInZones(["Asia/Kamchatka", "Europe/London"], now, DEFAULT_SEND_WINDOW)).toBeNull();
    expect(await phoneTimeZones(UNKNOWN)).toEqual([]);
  });
});

describe("the window's setting", () => {
  it("reads HH:MM-HH:MM, the end after the start", () => {
    expect(parseSendWindow("08:00-20:00")).toEqual({ startMinute: 480, endMinute: 1200 });
    expect(parseSendWindow("09:30-21:00")).toEqual({ startMinute: 570, endMinute: 1260 });
    expect(parseSendWindow("20:00-08:00")).toBeNull();
    expect(parseSendWindow("8-20")).toBeNull();
  });

  it("a narrower window holds to its own edges", async () => {
    const window = parseSendWindow("09:30-21:00")!;
    const at = (iso: string) => nextAllowedSend(NEW_YORK, new Date(iso), window).then((r) => r.at.toISOString());
    expect(await at("2026-11-28T14:29:00.000Z")).toBe("2026-11-28T14:30:00.000Z");
    expect(await at("2026-11-29T01:59:00.000Z")).toBe("2026-11-29T01:59:00.000Z");
    expect(await at("2026-11-29T02:00:00.000Z")).toBe("2026-11-29T14:30:00.000Z");
  });
});
