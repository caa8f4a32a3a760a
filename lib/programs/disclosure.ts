import type { ProgramData } from "@/lib/validation/program";
import { sha256Hex } from "@/lib/security/sha256";
import { frequencyText, listText, programPaths, RATES_LINE } from "./texts";

/**
 * The disclosure beside a program's opt-in box. It is built from one
 * published version, so its version is that version's number: the ledger
 * stores the text and its hash, and the same version always gives the same
 * text (`program-v3` of a program is never edited; a republish makes v4).
 */
export type ProgramDisclosureSegment = string | { text: string; href: string };

export function programDisclosureVersion(version: number): string {
  return `program-v${version}`;
}

export function programDisclosureSegments(p: ProgramData): ProgramDisclosureSegment[] {
  const paths = programPaths(p.slug);
  return [
    `By checking this box, I agree to receive recurring automated text messages from ${p.brandName} ` +
      `(${p.programName}: ${listText(p.messageTypes)}) at the mobile number I provided. ` +
      `${frequencyText(p)} ${RATES_LINE} Reply HELP for help, STOP to cancel. ` +
      "Consent is not a condition of purchase. " +
      (p.ageGate === "none" ? "" : `I confirm I am ${p.ageGate} or older. `) +
      "See the ",
    { text: "SMS Terms", href: paths.terms },
    " and ",
    { text: "Privacy Policy", href: paths.privacy },
    ".",
  ];
}

/** The text exactly as displayed (links count by their visible text). */
export function programDisclosureText(p: ProgramData): string {
  return programDisclosureSegments(p)
    .map((s) => (typeof s === "string" ? s : s.text))
    .join("");
}

export function programDisclosureRecord(
  p: ProgramData,
  version: number,
): { text: string; version: string; sha256: string } {
  const text = programDisclosureText(p);
  return { text, version: programDisclosureVersion(version), sha256: sha256Hex(text) };
}
