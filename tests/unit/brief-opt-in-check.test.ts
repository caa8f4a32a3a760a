import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HUBS } from "@/lib/hubs/registry";
import { briefProblems, programChecks, publishBlockers } from "@/lib/programs/brief";
import { readLinkedPage, readOptInPage } from "@/lib/opt-in-check/read-page";
import { runChecks } from "@/lib/opt-in-check/rules";
import type { Check } from "@/lib/opt-in-check/types";
import type { ProgramData } from "@/lib/validation/program";
import { ProgramPage } from "@/components/programs/program-page";
import { ProgramLegalView } from "@/components/programs/program-legal-view";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { resetSecretsForTests } from "@/lib/security/secrets";

/**
 * The campaign brief and the public opt-in check run the same rules. One program is fed to both: the brief
 * reads it from its data, the check reads its page, terms and privacy policy as they render (the same
 * components the public pages use), and every rule gives the same verdict. A program broken on purpose fails
 * the same rules in both.
 */
beforeAll(() => {
  process.env.FORM_TOKEN_SECRET = "brief-check-test-secret-0123456789abcdef";
  resetServerEnvForTests();
  resetSecretsForTests();
});

const DONS: ProgramData = {
  slug: "donsbt",
  businessName: "Don's Bait & Tackle LLC",
  brandName: "Don's Bait & Tackle",
  vertical: "outdoor",
  city: "Lake Havasu City",
  state: "AZ",
  website: "https://donsbaitandtackle.com",
  supportEmail: "texts@donsbaitandtackle.com",
  supportPhone: "+19285550142",
  programName: "Don's Bait & Tackle Text Alerts",
  description:
    "A family-run bait, tackle and outdoor shop serving anglers and hunters since 1987. Subscribers get fishing reports, new-stock alerts and license-season reminders.",
  messageTypes: ["fishing reports", "new-stock alerts", "store events", "license-season reminders"],
  frequency: 8,
  number: "+19285550100",
  keyword: "FISH",
  sampleMessages: [
    "Don's Bait & Tackle: stripers are biting at the north basin this week. Fresh anchovies in stock. Reply STOP to opt out.",
    "Don's Bait & Tackle: fishing licenses for the new season are on sale in store from Monday. Reply STOP to opt out.",
  ],
  ageGate: "none",
  monogram: { initials: "DB", background: "#1F4E3D", foreground: "#FFFFFF" },
};

const HARBOR: ProgramData = {
  ...DONS,
  slug: "harbor-cigar",
  businessName: "Harbor Cigar Lounge LLC",
  brandName: "Harbor Cigar Lounge",
  vertical: "tobacco",
  programName: "Harbor Cigar Lounge Members Texts",
  description:
    "A members' cigar lounge with a walk-in humidor. Members hear about limited releases and pairing nights.",
  messageTypes: ["limited-release announcements", "event invitations"],
  number: "+18435550100",
  sampleMessages: [
    "Harbor Cigar Lounge: a limited release arrives Friday, members may hold two boxes. Reply STOP to opt out.",
    "Harbor Cigar Lounge: pairing night with a local bourbon this Thursday at 7pm. Reply STOP to opt out.",
  ],
  ageGate: "21",
};

/** The check, run the public way: the program's page, terms and privacy policy read from their HTML. */
function publicCheck(p: ProgramData): Check[] {
  const hub = HUBS.marque;
  // The opt-in form as it stands on the page (a gated program's asks the date of birth unless the gate was passed).
  const page = readOptInPage(renderToStaticMarkup(createElement(ProgramPage, { program: p, hub })));
  const legal = (kind: "terms" | "privacy") =>
    readLinkedPage(renderToStaticMarkup(createElement(ProgramLegalView, { program: p, hub, kind })));
  expect(page.links).toEqual({ terms: `/clients/${p.slug}/terms`, privacy: `/clients/${p.slug}/privacy` });
  return runChecks({
    brand: p.brandName,
    vertical: p.vertical,
    samples: p.sampleMessages,
    page,
    privacy: { text: legal("privacy") },
    terms: { text: legal("terms") },
  });
}

const verdicts = (checks: Check[]) => Object.fromEntries(checks.map((c) => [c.rule, c.status]));
const failing = (checks: Check[]) => checks.filter((c) => c.status === "fail").map((c) => c.rule);

describe("one program, the brief and the check", () => {
  it.each([
    ["a shop", DONS],
    ["a gated tobacco lounge", HARBOR],
  ])("%s: the same verdict on every rule, and every rule passes", (_name, program) => {
    const brief = programChecks(program);
    expect(verdicts(publicCheck(program))).toEqual(verdicts(brief));
    expect(failing(brief)).toEqual([]);
    expect(briefProblems(program)).toEqual([]);
  });

  it.each<[string, Partial<ProgramData>, string[]]>([
    [
      "a sample without the brand",
      { sampleMessages: [DONS.sampleMessages[0], "Fresh anchovies today. Reply STOP to opt out."] },
      ["samples-brand"],
    ],
    ["one sample", { sampleMessages: [DONS.sampleMessages[0]] }, ["samples-count"]],
    [
      "a shortener",
      { sampleMessages: [DONS.sampleMessages[0], "Don's Bait & Tackle: see bit.ly/fish1. Reply STOP to opt out."] },
      ["link-shorteners"],
    ],
    [
      "a forbidden product",
      { description: "Bait, tackle and the best CBD oil for anglers, since 1987, on the lake." },
      ["forbidden-content"],
    ],
    ["tobacco without its gate", { vertical: "tobacco", ageGate: "none" }, ["age-gate"]],
    [
      "tobacco on a toll-free number",
      { vertical: "tobacco", ageGate: "21", number: "+18885550100" },
      ["vertical-routes"],
    ],
    // A vape shop's page names what it sells, and no carrier takes it.
    ["vape", { vertical: "vape" as ProgramData["vertical"], ageGate: "21" }, ["forbidden-content", "vertical-routes"]],
  ])("%s: both fail the same rule, and only it", (_name, change, rules) => {
    const program = { ...DONS, ...change };
    const brief = programChecks(program);
    expect(verdicts(publicCheck(program))).toEqual(verdicts(brief));
    expect(failing(brief)).toEqual(rules);
  });

  it("the brief names the field to fix; what carriers refuse outright blocks publishing", () => {
    expect(briefProblems({ ...DONS, vertical: "tobacco", ageGate: "none" })).toEqual([
      { field: "ageGate", message: "Tobacco (cigars, pipe tobacco) is age-restricted: set an age gate of 21+." },
    ]);
    expect(publishBlockers({ ...DONS, vertical: "tobacco", ageGate: "21", number: "+18885550100" })).toEqual([
      { field: "number", message: expect.stringMatching(/toll-free number/) },
    ]);
    const shortener = {
      sampleMessages: [DONS.sampleMessages[0], "Don's Bait & Tackle: bit.ly/x1. Reply STOP to opt out."],
    };
    expect(briefProblems({ ...DONS, ...shortener }).map((p) => p.field)).toEqual(["sampleMessages"]);
    expect(publishBlockers({ ...DONS, ...shortener })).toEqual([]);
  });
});
