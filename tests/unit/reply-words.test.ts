/**
 * How the one engine reads a texted reply, at its edges: every CTIA keyword in
 * any case with spaces and a closing "." or "!"; each of the FCC's revocation
 * words anywhere in a reply, and never inside another word ("nonstop"); each
 * plain request to stop; each Spanish word; opting out winning over a YES in
 * the same reply. Then the reply words a text may ask for, and our own texts
 * (ours and a program's) passing that check while fitting one segment.
 */
import {
  CTIA_KEYWORDS,
  FCC_REVOCATION_WORDS,
  readReply,
  replyWordProblems,
  SPANISH_OPT_OUT_WORDS,
} from "@/lib/compliance/reply-words";
import { HUBS } from "@/lib/hubs/registry";
import {
  fitsOneSegment,
  helpSms,
  notSubscribedSms,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
  smsConfirmationRequest,
  smsConfirmedReply,
} from "@/lib/backend/templates";
import {
  askAgeAgainSms,
  askAgeSms,
  confirmationRequestSms,
  confirmedSms,
  helpSms as programHelpSms,
  howToJoinSms,
  stoppedSms,
  underAgeSms,
} from "@/lib/programs/texts";
import type { ProgramData } from "@/lib/validation/program";

const variants = (word: string) => [
  word,
  word.toLowerCase(),
  ` ${word[0]}${word.slice(1).toLowerCase()}  `,
  `${word}!`,
  `${word}.`,
];

describe("CTIA keywords: the whole reply", () => {
  it.each(CTIA_KEYWORDS["opt-out"])("%s opts out", (word) => {
    for (const text of variants(word))
      expect(readReply(text)).toMatchObject({ intent: "opt-out", rule: "ctia-keyword" });
  });
  it.each(CTIA_KEYWORDS["opt-in"])("%s opts in", (word) => {
    for (const text of variants(word))
      expect(readReply(text)).toMatchObject({ intent: "opt-in", rule: "ctia-keyword" });
  });
  it.each(CTIA_KEYWORDS.help)("%s asks for help", (word) => {
    for (const text of variants(word)) expect(readReply(text)).toMatchObject({ intent: "help", rule: "ctia-keyword" });
  });
  it("a YES, HELP or START inside a sentence is no keyword", () => {
    for (const text of ["yes please", "YES!?", "helpme", "can you help", "start date?", "", "   "])
      expect(readReply(text).intent).toBe("other");
  });
});

describe("the FCC's revocation words, anywhere in a reply (47 CFR 64.1200(a)(10))", () => {
  it.each(FCC_REVOCATION_WORDS)("%s as a word in a sentence opts out", (word) => {
    for (const text of [`I want to ${word} now`, `${word.toUpperCase()} these texts please`, `ok ${word}`])
      expect(readReply(text)).toMatchObject({ intent: "opt-out", rule: "fcc-revocation-word" });
  });
  it("never inside another word", () => {
    for (const text of [
      "We are open nonstop this weekend?",
      "Unstoppable deals!",
      "Is the stopwatch in stock?",
      "See you at the weekend",
      "What is the cancellation policy?",
      "Friend of the legend",
      "Quite right",
    ])
      expect(readReply(text)).toEqual({ intent: "other", rule: "none", matched: null });
  });
  it("opting out wins over a YES in the same reply", () => {
    expect(readReply("Yes but stop the promos").intent).toBe("opt-out");
    expect(readReply("YES. Actually no, unsubscribe").intent).toBe("opt-out");
  });
});

describe("plain requests to stop", () => {
  it.each([
    "Please stop texting me",
    "take me off your list",
    "Take me off this list!",
    "don't text me",
    "Do not text me again",
    "dont message me",
    "never contact me again",
    "remove me",
    "Remove my number please",
    "no more texts",
    "No more messages please",
    "leave me alone",
    "not interested",
    "I'm no longer interested",
    "wrong number",
    "lose my number",
    "delete my number off your list",
  ])("%j opts out", (text) => {
    expect(readReply(text).intent).toBe("opt-out");
  });
});

describe("Spanish", () => {
  it.each(SPANISH_OPT_OUT_WORDS)("%s opts out, alone or in a sentence", (word) => {
    for (const text of [word, word.toUpperCase(), `${word} por favor`])
      expect(readReply(text)).toMatchObject({ intent: "opt-out" });
  });
  it("ALTO, PARAR, BASTA, CANCELAR and no más, each", () => {
    for (const word of ["ALTO", "PARAR", "BASTA", "CANCELAR", "no más", "No mas"])
      expect(readReply(word).intent).toBe("opt-out");
  });
  it("AYUDA asks for help; words that only contain them do not opt out", () => {
    expect(readReply("AYUDA")).toMatchObject({ intent: "help", rule: "spanish" });
    for (const text of ["Altoona store hours?", "la bastarda", "nomas"]) expect(readReply(text).intent).toBe("other");
  });
});

describe("reply words a text may ask for", () => {
  it("refuses a keyword asked for another purpose, saying what the engine does with it", () => {
    const [cancel] = replyWordProblems("Lakeside: Reply CANCEL to cancel your appointment.");
    expect(cancel).toMatchObject({ word: "CANCEL", readsAs: "opt-out" });
    expect(cancel.message).toMatch(/ends the subscription/);
    expect(replyWordProblems("Reply INFO and a guide will call you back.")[0]).toMatchObject({ readsAs: "help" });
    expect(replyWordProblems("Reply YES to confirm your visit on Tuesday.")[0]).toMatchObject({ readsAs: "opt-in" });
    expect(replyWordProblems("Responda ALTO para cancelar su cita.")).toEqual([]);
    expect(replyWordProblems("Text ALTO to move your visit")[0]).toMatchObject({ word: "ALTO", readsAs: "opt-out" });
  });
  it("passes the standard lines and words the engine does not read", () => {
    expect(replyWordProblems("Reply STOP to cancel, HELP for help.")).toEqual([]);
    expect(replyWordProblems("Reply STOP to opt out. Reply C to cancel your visit. Reply 1 to confirm.")).toEqual([]);
  });
});

const program: ProgramData = {
  slug: "harbor",
  businessName: "Harbor Cigar Lounge LLC",
  brandName: "Harbor Cigar Lounge",
  vertical: "tobacco",
  city: "Charleston",
  state: "SC",
  website: "https://harborcigar.example",
  supportEmail: "help@harborcigar.example",
  supportPhone: "+18435550101",
  programName: "Harbor Cigar Lounge Releases",
  description: "Limited releases and lounge events for members.",
  messageTypes: ["release alerts"],
  frequency: 6,
  number: "+18435550100",
  keyword: "LOUNGE",
  sampleMessages: [],
  ageGate: "21",
  monogram: { initials: "HC", background: "#000000", foreground: "#FFFFFF" },
};

describe("our own texts", () => {
  it.each(Object.values(HUBS))("$name: one segment each, the rates line and STOP where they invite texts", (hub) => {
    const confirm = smsConfirmationRequest(hub);
    expect(confirm).toMatch(new RegExp(`^${hub.name}: Reply YES to confirm .*, STOP to cancel\\.`));
    expect(helpSms(hub)).toContain(hub.supportEmail);
    for (const text of [confirm, helpSms(hub), smsConfirmedReply(hub)]) {
      expect(fitsOneSegment(text)).toBe(true);
      expect(text).toContain("Msg & data rates may apply");
      expect(text).toContain("STOP");
    }
    expect(fitsOneSegment(notSubscribedSms(hub))).toBe(true);
  });
  it("ask for no reply word the engine reads as something else (a program's YES confirms it by name)", () => {
    const hubTexts = Object.values(HUBS).flatMap((h) => [
      smsConfirmationRequest(h),
      helpSms(h),
      smsConfirmedReply(h),
      notSubscribedSms(h),
    ]);
    const programTexts = [
      confirmationRequestSms,
      confirmedSms,
      programHelpSms,
      stoppedSms,
      askAgeSms,
      askAgeAgainSms,
      underAgeSms,
      howToJoinSms,
    ].map((t) => t(program));
    for (const text of [...hubTexts, ...programTexts, OPT_IN_CONFIRMATION, OPT_OUT_CONFIRMATION])
      expect({ text, problems: replyWordProblems(text, [program.programName]) }).toEqual({ text, problems: [] });
    // Only by its own name: "Reply YES to confirm" something else is still refused.
    expect(replyWordProblems(confirmationRequestSms(program))).toHaveLength(1);
  });
});
