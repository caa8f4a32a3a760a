import type { Hub } from "@/lib/hubs";
import type { ProgramData } from "@/lib/validation/program";
import { programPaths } from "@/lib/programs/texts";
import { gateMessage, isGateRefusal } from "@/lib/programs/age-gate";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { ProgramLogo } from "./program-logo";

/**
 * A gated program's page before an age is affirmed: its name, the date-of-birth
 * field and the legal links, and nothing of what it offers. A plain form post
 * (no JavaScript needed); the answer comes back as `?gate=<code>`.
 */
export function AgeGateView({ program, hub, refusal }: { program: ProgramData; hub: Hub; refusal?: string }) {
  const paths = programPaths(program.slug);
  const error = isGateRefusal(refusal) ? gateMessage(refusal, program) : undefined;
  return (
    <div className="mx-auto max-w-md px-4 py-16" data-testid="age-gate">
      <header className="flex flex-col items-center gap-4 text-center">
        <ProgramLogo program={program} />
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{program.brandName}</h1>
          <p className="mt-1 text-muted-foreground">{program.programName}</p>
        </div>
      </header>
      <section aria-labelledby="age-gate-heading" className="mt-10 rounded-xl border p-6">
        <h2 id="age-gate-heading" className="text-xl font-semibold">
          You must be {program.ageGate} or older
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Enter your date of birth to see this page. It is for US residents aged {program.ageGate} and over.
        </p>
        <form
          method="post"
          action={`/api/programs/${encodeURIComponent(program.slug)}/age-gate`}
          noValidate
          className="mt-5 grid gap-5"
          aria-label={`Confirm your age for ${program.programName}`}
        >
          <FormField
            label="Date of birth"
            required
            error={error}
            description="We keep only that you confirmed your age, never the date."
          >
            <Input name="birthDate" type="date" autoComplete="bday" />
          </FormField>
          <Button type="submit" className="justify-self-start">
            Continue
          </Button>
        </form>
      </section>
      <nav aria-label={`${program.brandName} policies`} className="mt-8 flex justify-center gap-6">
        <a className="text-brand underline" href={paths.terms}>
          SMS terms
        </a>
        <a className="text-brand underline" href={paths.privacy}>
          Privacy policy
        </a>
      </nav>
      <p className="mt-4 text-center text-sm text-muted-foreground">Texting powered by {hub.name}.</p>
    </div>
  );
}
