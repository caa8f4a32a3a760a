/**
 * Sending windows and caps by state, at their edges, through the function the
 * staff texts and the outbox worker call (nextAllowedSend): the state from the
 * number's area code (or the lead's own), the window on the recipient's clock,
 * and the sentence that says which rule held the text. January 2027, no DST:
 * Eastern is UTC-5, Central UTC-6. Monday is 2027-01-04, Saturday the 9th,
 * Sunday the 10th.
 */
import { nextAllowedSend } from "@/lib/compliance/quiet-hours";
import { DEFAULT_SEND_WINDOW, parseSendWindow } from "@/lib/compliance/send-window";
import { citation, clockText, nextUnderCap, windowHold } from "@/lib/compliance/sending-holds";
import { STATE_RULES } from "@/lib/compliance/state-windows";

const TEXAS = "+12145550100"; // Dallas, Central
const RHODE_ISLAND = "+14015550100";
const CONNECTICUT = "+12035550100";
const KENTUCKY = "+15025550100"; // Louisville, Eastern
const FLORIDA = "+13055550100";
const OKLAHOMA = "+14055550100"; // Central
const MARYLAND = "+14105550100";
const NEW_YORK = "+12125550100";
const ALABAMA = "+12055550100"; // Central
const LOUISIANA = "+15045550100"; // Central
const MISSISSIPPI = "+16015550100"; // Central
const NEW_JERSEY = "+12015550100";
const MASSACHUSETTS = "+16175550100";
/** Our own window opened all day: the state's row and the federal hours alone decide. */
const ALL_DAY = parseSendWindow("00:00-24:00")!;

/** "2027-01-04 08:59" on an Eastern (-5) or Central (-6) clock, as an instant. */
function local(when: string, offsetHours: 5 | 6): Date {
  return new Date(Date.parse(`${when.replace(" ", "T")}:00.000Z`) + offsetHours * 3_600_000);
}
const et = (when: string) => local(when, 5);
const ct = (when: string) => local(when, 6);

async function send(phone: string, now: Date, window = DEFAULT_SEND_WINDOW, recipient = {}) {
  const r = await nextAllowedSend(phone, now, window, recipient);
  return { at: r.at.toISOString(), heldBy: r.heldBy };
}

describe("Texas: Monday to Saturday 9:00-21:00, Sunday from noon (Tex. Bus. & Com. Code § 301.051)", () => {
  it("8:59 on a Monday waits for 9:00; 9:00 and 19:59 go; 20:00 waits for our own hours to open again", async () => {
    expect(await send(TEXAS, ct("2027-01-04 08:59"))).toEqual({
      at: ct("2027-01-04 09:00").toISOString(),
      heldBy: "Texas: not before 9 a.m. on Monday — Tex. Bus. & Com. Code § 301.051",
    });
    expect((await send(TEXAS, ct("2027-01-04 09:00"))).heldBy).toBeNull();
    expect((await send(TEXAS, ct("2027-01-04 19:59"))).heldBy).toBeNull();
    expect(await send(TEXAS, ct("2027-01-04 20:00"))).toEqual({
      at: ct("2027-01-05 09:00").toISOString(),
      heldBy: "Our sending hours: not after 8 p.m.",
    });
  });

  it("Sunday: 11:59 waits for noon, noon goes; the state's own 21:00 binds when our hours are wider", async () => {
    expect(await send(TEXAS, ct("2027-01-10 11:59"))).toEqual({
      at: ct("2027-01-10 12:00").toISOString(),
      heldBy: "Texas: not before noon on Sunday — Tex. Bus. & Com. Code § 301.051",
    });
    expect((await send(TEXAS, ct("2027-01-10 12:00"))).heldBy).toBeNull();
    // Saturday night to Sunday: the next opening is noon, not 9:00.
    expect((await send(TEXAS, ct("2027-01-09 21:00"), ALL_DAY)).at).toBe(ct("2027-01-10 12:00").toISOString());
    expect((await send(TEXAS, ct("2027-01-09 20:59"), ALL_DAY)).heldBy).toBeNull();
    expect((await send(TEXAS, ct("2027-01-09 21:00"), ALL_DAY)).heldBy).toBe(
      "Texas: not after 9 p.m. — Tex. Bus. & Com. Code § 301.051",
    );
  });
});

describe("Rhode Island: weekdays 9:00-18:00, Saturday 10:00-17:00, not on Sunday (R.I. Gen. Laws § 5-61-3.5)", () => {
  it("weekday edges", async () => {
    expect((await send(RHODE_ISLAND, et("2027-01-04 08:59"))).at).toBe(et("2027-01-04 09:00").toISOString());
    expect((await send(RHODE_ISLAND, et("2027-01-04 17:59"))).heldBy).toBeNull();
    expect(await send(RHODE_ISLAND, et("2027-01-04 18:00"))).toEqual({
      at: et("2027-01-05 09:00").toISOString(),
      heldBy: "Rhode Island: not after 6 p.m. — R.I. Gen. Laws § 5-61-3.5",
    });
  });

  it("Saturday 9:59 waits for 10:00, 16:59 goes, 17:00 waits past Sunday for Monday 9:00", async () => {
    expect(await send(RHODE_ISLAND, et("2027-01-09 09:59"))).toEqual({
      at: et("2027-01-09 10:00").toISOString(),
      heldBy: "Rhode Island: not before 10 a.m. on Saturday — R.I. Gen. Laws § 5-61-3.5",
    });
    expect((await send(RHODE_ISLAND, et("2027-01-09 16:59"))).heldBy).toBeNull();
    expect((await send(RHODE_ISLAND, et("2027-01-09 17:00"))).at).toBe(et("2027-01-11 09:00").toISOString());
  });

  it("nothing on Sunday, whatever our own hours", async () => {
    expect(await send(RHODE_ISLAND, et("2027-01-10 12:00"), ALL_DAY)).toEqual({
      at: et("2027-01-11 09:00").toISOString(),
      heldBy: "Rhode Island: not on Sunday — R.I. Gen. Laws § 5-61-3.5",
    });
  });
});

describe("the other stricter states", () => {
  it("Connecticut: 8:59 waits for 9:00, 19:59 goes, 20:00 waits (Conn. Gen. Stat. § 42-288a)", async () => {
    expect(await send(CONNECTICUT, et("2027-01-04 08:59"))).toEqual({
      at: et("2027-01-04 09:00").toISOString(),
      heldBy: "Connecticut: not before 9 a.m. on Monday — Conn. Gen. Stat. § 42-288a",
    });
    expect((await send(CONNECTICUT, et("2027-01-04 19:59"), ALL_DAY)).heldBy).toBeNull();
    expect((await send(CONNECTICUT, et("2027-01-04 20:00"), ALL_DAY)).heldBy).toBe(
      "Connecticut: not after 8 p.m. — Conn. Gen. Stat. § 42-288a",
    );
  });

  it("Kentucky: 9:59 waits for 10:00; 20:59 goes and 21:00 waits when our hours are wider", async () => {
    expect((await send(KENTUCKY, et("2027-01-04 09:59"))).at).toBe(et("2027-01-04 10:00").toISOString());
    expect((await send(KENTUCKY, et("2027-01-04 10:00"))).heldBy).toBeNull();
    expect((await send(KENTUCKY, et("2027-01-04 20:59"), ALL_DAY)).heldBy).toBeNull();
    expect((await send(KENTUCKY, et("2027-01-04 21:00"), ALL_DAY)).heldBy).toMatch(/^Kentucky: not after 9 p\.m\./);
  });

  it.each([
    ["Florida", FLORIDA, et],
    ["Oklahoma", OKLAHOMA, ct],
    ["Maryland", MARYLAND, et],
    ["Mississippi", MISSISSIPPI, ct],
    ["New Jersey", NEW_JERSEY, et],
    ["Massachusetts", MASSACHUSETTS, et],
  ] as const)("%s: 8:00-20:00 even when our own hours are wider", async (name, phone, clock) => {
    expect((await send(phone, clock("2027-01-05 07:59"), ALL_DAY)).at).toBe(clock("2027-01-05 08:00").toISOString());
    expect((await send(phone, clock("2027-01-05 19:59"), ALL_DAY)).heldBy).toBeNull();
    const late = await send(phone, clock("2027-01-05 20:00"), ALL_DAY);
    expect(late.at).toBe(clock("2027-01-06 08:00").toISOString());
    expect(late.heldBy).toMatch(new RegExp(`^${name}: not after 8 p\\.m\\. — `));
  });

  it.each([
    ["Alabama", ALABAMA],
    ["Louisiana", LOUISIANA],
    ["Mississippi", MISSISSIPPI],
  ] as const)("%s: not on Sunday", async (name, phone) => {
    const sunday = await send(phone, ct("2027-01-10 12:00"), ALL_DAY);
    expect(sunday.at).toBe(ct("2027-01-11 08:00").toISOString());
    expect(sunday.heldBy).toMatch(new RegExp(`^${name}: not on Sunday — `));
    expect((await send(phone, ct("2027-01-09 12:00"), ALL_DAY)).heldBy).toBeNull();
  });

  it("a state without a row: the federal 8:00-21:00 when our own hours are wider", async () => {
    expect(await send(NEW_YORK, et("2027-01-04 07:59"), ALL_DAY)).toEqual({
      at: et("2027-01-04 08:00").toISOString(),
      heldBy: "Federal: not before 8 a.m. on Monday — 47 CFR 64.1200(c)(1)",
    });
    expect((await send(NEW_YORK, et("2027-01-04 20:59"), ALL_DAY)).heldBy).toBeNull();
    expect((await send(NEW_YORK, et("2027-01-04 21:00"), ALL_DAY)).heldBy).toBe(
      "Federal: not after 9 p.m. — 47 CFR 64.1200(c)(1)",
    );
  });

  it("the lead's own state wins over the area code; the zone stays the number's", async () => {
    // A New York number whose lead lives in Texas: Sunday before noon, New York's clock.
    expect(await send(NEW_YORK, et("2027-01-10 11:00"), DEFAULT_SEND_WINDOW, { state: "TX" })).toEqual({
      at: et("2027-01-10 12:00").toISOString(),
      heldBy: "Texas: not before noon on Sunday — Tex. Bus. & Com. Code § 301.051",
    });
    expect((await send(TEXAS, ct("2027-01-10 11:00"), DEFAULT_SEND_WINDOW, { state: "NY" })).heldBy).toBeNull();
  });
});

describe("three texts in 24 hours in Florida, Oklahoma and Maryland", () => {
  const hour = (h: number) => et(`2027-01-04 ${String(h).padStart(2, "0")}:00`);

  it("the third goes at once; the fourth waits until the oldest of the three is 24 hours old", async () => {
    const two = [hour(10), hour(11)];
    expect((await send(FLORIDA, hour(12), DEFAULT_SEND_WINDOW, { earlier: two })).heldBy).toBeNull();
    const three = [...two, hour(12)];
    expect(await send(FLORIDA, hour(13), DEFAULT_SEND_WINDOW, { earlier: three })).toEqual({
      at: et("2027-01-05 10:00").toISOString(),
      heldBy: "Florida: at most 3 texts in 24 hours — Fla. Stat. § 501.059(8)(a)",
    });
    // A text staff sent more than 24 hours ago no longer counts.
    expect((await send(FLORIDA, et("2027-01-05 10:00"), DEFAULT_SEND_WINDOW, { earlier: three })).heldBy).toBeNull();
  });

  it("and then the window: a release at a closed hour waits for the next opening", async () => {
    const mornings = parseSendWindow("08:00-09:00")!;
    const three = [hour(8), et("2027-01-04 08:20"), et("2027-01-04 08:40")];
    expect((await send(MARYLAND, et("2027-01-04 08:50"), mornings, { earlier: three })).at).toBe(
      et("2027-01-05 08:00").toISOString(),
    );
    const later = [hour(10), hour(11), hour(12)];
    expect(await send(OKLAHOMA, hour(13), mornings, { earlier: later })).toMatchObject({
      at: ct("2027-01-06 08:00").toISOString(),
    });
  });

  it("a state without a cap sends a fourth at once", async () => {
    expect(
      (await send(NEW_YORK, hour(13), DEFAULT_SEND_WINDOW, { earlier: [hour(10), hour(11), hour(12)] })).heldBy,
    ).toBeNull();
  });

  it("the cap counts texts already scheduled later too, so no 24 hours ever hold four", () => {
    const day = 86_400_000;
    expect(nextUnderCap(0, [day / 2, day / 2 + 1, day / 2 + 2], 3, 24)).toBe(day / 2 + day);
    expect(nextUnderCap(0, [-day, -day + 1], 3, 24)).toBe(0);
  });
});

describe("the sentences", () => {
  it("name the time, the day and the law", () => {
    expect([clockText(0), clockText(9 * 60), clockText(12 * 60), clockText(20 * 60 + 30)]).toEqual([
      "midnight",
      "9 a.m.",
      "noon",
      "8:30 p.m.",
    ]);
    expect(citation(STATE_RULES.FL)).toBe("Fla. Stat. § 501.059(8)(a)");
    expect(windowHold("TX", 1, 10 * 60)).toBeNull();
  });
});
