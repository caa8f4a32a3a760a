import { HELP_KEYWORDS, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS, smsKeyword } from "@/lib/consent/sms-keywords";
import { HUBS } from "@/lib/hubs/registry";
import { fitsOneSegment, helpSms, smsConfirmationRequest, smsConfirmedReply } from "@/lib/messaging/templates";

/** Every carrier keyword, any case, surrounding spaces (and a final "." or "!") ignored; nothing else matches. */
describe("smsKeyword", () => {
  const variants = (word: string) => [
    word,
    word.toLowerCase(),
    ` ${word[0]}${word.slice(1).toLowerCase()}  `,
    `${word}!`,
  ];

  it.each(OPT_OUT_KEYWORDS)("%s opts out", (word) => {
    for (const text of variants(word)) expect(smsKeyword(text).kind).toBe("opt-out");
  });
  it.each(OPT_IN_KEYWORDS)("%s opts in", (word) => {
    for (const text of variants(word)) expect(smsKeyword(text).kind).toBe("opt-in");
  });
  it.each(HELP_KEYWORDS)("%s asks for help", (word) => {
    for (const text of variants(word)) expect(smsKeyword(text).kind).toBe("help");
  });
  it("the standard lists, and nothing else", () => {
    expect([...OPT_OUT_KEYWORDS].sort()).toEqual(
      ["CANCEL", "END", "OPTOUT", "QUIT", "REVOKE", "STOP", "STOPALL", "UNSUBSCRIBE"].sort(),
    );
    expect([...OPT_IN_KEYWORDS].sort()).toEqual(["START", "UNSTOP", "YES"]);
    for (const text of ["stop please", "STOP STOP", "S T O P", "yes!?", "", "STOPP", "helpme"]) {
      expect(smsKeyword(text).kind).toBeNull();
    }
  });
});

describe("the SMS consent texts", () => {
  it.each(Object.values(HUBS))("$name: one segment each, with the program, rates line and how to stop", (hub) => {
    const confirm = smsConfirmationRequest(hub);
    expect(confirm).toMatch(new RegExp(`^${hub.name}: Reply YES to confirm .*, STOP to cancel\\.`));
    const help = helpSms(hub);
    expect(help).toContain(hub.name);
    expect(help).toContain(hub.supportEmail);
    for (const text of [confirm, help, smsConfirmedReply(hub)]) {
      expect(fitsOneSegment(text)).toBe(true);
      expect(text).toContain("Msg & data rates may apply");
      expect(text).toContain("STOP");
    }
  });
});
