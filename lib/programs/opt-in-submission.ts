import type { ProgramData } from "@/lib/validation/program";
import type { OptInSubmission, PageReading } from "@/lib/opt-in-check/types";
import { programDisclosureText } from "@/lib/programs/disclosure";
import { VERTICALS } from "@/lib/compliance/verticals";
import { joinLine, listText, privacyItems, programPaths, termsItems } from "./texts";

/**
 * What the opt-in check would read on a program's public page, its privacy policy and its terms, known from the
 * program itself: the page renders an unticked box labelled by the disclosure, links to the terms and privacy
 * policy, a date-of-birth field where the program is gated, its kind of business, and the join line with its
 * number. The campaign
 * brief runs the check's rules on this, so a client and the public are judged by the same code.
 */

/** A US toll-free number: +1 800, 833, 844, 855, 866, 877 or 888. */
export function isTollFree(e164: string): boolean {
  return /^\+18(?:00|33|44|55|66|77|88)\d{7}$/.test(e164);
}

const items = (list: { term: string; detail: string }[]) => list.map((i) => `${i.term}: ${i.detail}`).join("\n");

export function programSubmission(p: ProgramData): OptInSubmission {
  const paths = programPaths(p.slug);
  const disclosure = programDisclosureText(p);
  const gated = p.ageGate !== "none";
  const page: PageReading = {
    optInForm: true,
    ageGateFirst: false,
    consentBox: { prechecked: false, bundled: false },
    disclosure,
    links: { terms: paths.terms, privacy: paths.privacy },
    dateOfBirth: gated ? "full" : "none",
    statedAges: gated ? [Number(p.ageGate)] : [],
    tollFree: isTollFree(p.number),
    // What the page says: the brand, its kind and place, the description, the join line and the disclosure.
    text: [
      p.brandName,
      `${VERTICALS[p.vertical]?.label ?? p.vertical} · ${p.city}, ${p.state}`,
      p.programName,
      p.description,
      listText(p.messageTypes),
      joinLine(p),
      disclosure,
    ].join("\n"),
  };
  return {
    brand: p.brandName,
    vertical: p.vertical,
    samples: p.sampleMessages,
    page,
    privacy: { text: items(privacyItems(p)) },
    terms: { text: items(termsItems(p)) },
  };
}
