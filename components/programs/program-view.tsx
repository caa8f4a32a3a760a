import type { ReactNode } from "react";
import type { Hub } from "@/lib/hubs";
import type { ProgramData } from "@/lib/validation/program";
import { VERTICALS } from "@/lib/compliance/verticals";
import { displayNumber, frequencyText, listText, programPaths, RATES_LINE } from "@/lib/programs/texts";
import { ProgramLogo } from "./program-logo";

/**
 * A program's public page: who the client is, how to join (keyword and
 * number written out) and the web opt-in. Every value is client text and is
 * rendered as text. The admin preview renders this same component.
 */
export function ProgramView({ program, hub, optIn }: { program: ProgramData; hub: Hub; optIn: ReactNode }) {
  const paths = programPaths(program.slug);
  const vertical = VERTICALS[program.vertical]?.label ?? program.vertical;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <header className="flex items-center gap-5">
        <ProgramLogo program={program} />
        <div>
          <h1 className="text-4xl font-bold tracking-tight">{program.brandName}</h1>
          <p className="mt-1 text-muted-foreground">
            {vertical} · {program.city}, {program.state}
          </p>
        </div>
      </header>
      <p className="mt-8 text-lg whitespace-pre-line">{program.description}</p>
      <section aria-labelledby="join-heading" id="join" className="mt-10 rounded-xl border p-6">
        <h2 id="join-heading" className="text-xl font-semibold">
          Join {program.programName}
        </h2>
        <p className="mt-2">
          Text <strong>{program.keyword}</strong> to <strong>{displayNumber(program.number)}</strong> to join, or sign
          up below. You will receive {listText(program.messageTypes)}. {frequencyText(program)} {RATES_LINE} Reply HELP
          for help, STOP to cancel.
          {program.ageGate === "none"
            ? null
            : ` You must be ${program.ageGate} or older to join; US mobile numbers only.`}
        </p>
        {optIn}
        <p className="mt-4 text-sm text-muted-foreground">Texting powered by {hub.name}.</p>
      </section>
      <nav aria-label={`${program.brandName} policies`} className="mt-8 flex gap-6">
        <a className="text-brand underline" href={paths.terms}>
          SMS terms
        </a>
        <a className="text-brand underline" href={paths.privacy}>
          Privacy policy
        </a>
      </nav>
    </div>
  );
}
