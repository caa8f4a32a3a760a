import { readReply, replyWordProblems } from "@/lib/compliance/reply-words";
import { sendingWeek, stateCodeOf } from "@/lib/compliance/state-windows";
import {
  forbiddenContent,
  FORBIDDEN_VERTICAL_IDS,
  PROGRAM_VERTICAL_IDS,
  usNumbersOnly,
  VERTICALS,
} from "@/lib/compliance/verticals";

const at = (h: number, m = 0) => h * 60 + m;

describe("how a reply is read", () => {
  test.each([
    ["STOP", "opt-out", "ctia-keyword"],
    ["  stop! ", "opt-out", "ctia-keyword"],
    ["Please stop texting me", "opt-out", "fcc-revocation-word"],
    ["I want to opt out", "opt-out", "fcc-revocation-word"],
    ["take me off your list", "opt-out", "plain-request"],
    ["don't text me again", "opt-out", "plain-request"],
    ["remove me", "opt-out", "plain-request"],
    ["ALTO", "opt-out", "spanish"],
    ["no más por favor", "opt-out", "spanish"],
    ["HELP", "help", "ctia-keyword"],
    ["info", "help", "ctia-keyword"],
    ["AYUDA", "help", "spanish"],
    ["YES", "opt-in", "ctia-keyword"],
    ["unstop", "opt-in", "ctia-keyword"],
    ["Yes but stop the promos", "opt-out", "fcc-revocation-word"],
    ["We are open nonstop this weekend?", "other", "none"],
    ["What time do you open Saturday?", "other", "none"],
  ])("%j is %s (%s)", (body, intent, rule) => {
    expect(readReply(body)).toMatchObject({ intent, rule });
  });
});

describe("reply words a text may ask for", () => {
  test("the standard lines pass", () => {
    expect(replyWordProblems("Marque: new arrivals Friday. Reply STOP to cancel, HELP for help.")).toEqual([]);
    expect(replyWordProblems("Reply STOP to opt out. Reply HELP for help. Reply C to cancel your visit.")).toEqual([]);
  });

  test("the number a reply goes to is not its purpose", () => {
    expect(replyWordProblems("Reply HELP to (608) 555-0100 for help.")).toEqual([]);
    expect(replyWordProblems("Reply STOP to (843) 555-0100 at any time to cancel.")).toEqual([]);
    expect(replyWordProblems("Text STOP to 55555 to opt out.")).toEqual([]);
    expect(replyWordProblems("To join, reply YES to the confirmation text.")).toEqual([]);
    // The number stripped, the purpose is still read.
    expect(replyWordProblems("Reply CANCEL to (608) 555-0100 to cancel your appointment.")[0]).toMatchObject({
      word: "CANCEL",
      readsAs: "opt-out",
    });
  });

  test("a keyword asked for another purpose is named, with what the engine does", () => {
    const [cancel] = replyWordProblems("Reply CANCEL to cancel your appointment.");
    expect(cancel).toMatchObject({ word: "CANCEL", readsAs: "opt-out" });
    expect(replyWordProblems("Reply INFO and a guide will call you back.")[0]).toMatchObject({
      word: "INFO",
      readsAs: "help",
    });
    expect(replyWordProblems("Reply YES to confirm your visit on Tuesday.")[0]).toMatchObject({
      word: "YES",
      readsAs: "opt-in",
    });
  });
});

describe("sending windows by state", () => {
  test("Texas: 9:00 to our 20:00 Monday to Saturday, from noon on Sunday", () => {
    const tx = sendingWeek("TX");
    expect(tx.week[1]).toEqual({ startMinute: at(9), endMinute: at(20) });
    expect(tx.week[0]).toEqual({ startMinute: at(12), endMinute: at(20) });
    expect(tx.heldBy[0].code).toBe("TX");
  });

  test("Rhode Island: none on Sunday, 10 to 17 on Saturday, 9 to 18 on weekdays", () => {
    const ri = sendingWeek("RI");
    expect(ri.week[0]).toBeNull();
    expect(ri.week[6]).toEqual({ startMinute: at(10), endMinute: at(17) });
    expect(ri.week[3]).toEqual({ startMinute: at(9), endMinute: at(18) });
  });

  test("Florida, Oklahoma and Maryland cap three in 24 hours; a state without a row gets our default", () => {
    for (const s of ["FL", "OK", "MD"]) expect(sendingWeek(s).cap).toEqual({ max: 3, hours: 24 });
    expect(sendingWeek("NY")).toMatchObject({ cap: null });
    expect(sendingWeek(null).week[0]).toEqual({ startMinute: at(8), endMinute: at(20) });
  });

  test("a state is read from the geocoder's place or a typed code", () => {
    expect(stateCodeOf("Texas")).toBe("TX");
    expect(stateCodeOf("Rhode Island")).toBe("RI");
    expect(stateCodeOf("Dallas, TX")).toBe("TX");
    expect(stateCodeOf("ky")).toBe("KY");
    expect(stateCodeOf("Ontario")).toBeNull();
  });
});

describe("verticals", () => {
  test("firearms, alcohol and tobacco are 21 and US only; tobacco is not on toll-free", () => {
    for (const v of ["firearms", "alcohol", "tobacco"] as const) {
      expect(VERTICALS[v].minimumAge).toBe(21);
      expect(usNumbersOnly(v)).toBe(true);
    }
    expect(VERTICALS.tobacco.routes.tollFree).toBe("refused");
  });

  test("vape, CBD and cannabis have no route and are not program verticals", () => {
    for (const v of ["vape", "cbd", "cannabis"] as const) {
      expect(VERTICALS[v].routes).toEqual({ tenDlc: "refused", tollFree: "refused" });
      expect(FORBIDDEN_VERTICAL_IDS).toContain(v);
      expect(PROGRAM_VERTICAL_IDS).not.toContain(v);
    }
  });

  test("forbidden content is found as whole words, and ordinary words are not", () => {
    expect(forbiddenContent("New disposable vapes and CBD gummies in stock").map((m) => m.category)).toEqual([
      "cbd",
      "vape",
    ]);
    expect(forbiddenContent("Weed control and hemp rope on sale; abcbd")).toEqual([]);
  });
});
