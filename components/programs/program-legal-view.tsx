import type { Hub } from "@/lib/hubs";
import type { ProgramData } from "@/lib/validation/program";
import { privacyItems, termsItems } from "@/lib/programs/texts";
import { PageHeader } from "@/components/marketing/page-header";
import { TermList } from "./term-list";

/** A program's SMS terms or privacy policy, from one version; client text as text. */
export function ProgramLegalView({
  program,
  hub,
  kind,
}: {
  program: ProgramData;
  hub: Hub;
  kind: "terms" | "privacy";
}) {
  const terms = kind === "terms";
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader
        title={`${program.brandName} ${terms ? "SMS Terms" : "Privacy Policy"}`}
        intro={
          terms
            ? `By texting ${program.keyword} or opting in on ${program.brandName}'s page, you agree to receive recurring text messages from ${program.brandName} (${program.businessName}), sent through ${hub.name}.`
            : `How ${program.brandName} (${program.businessName}) and its messaging provider ${hub.name} handle your information.`
        }
      />
      <section aria-labelledby={`program-${kind}`} className="mt-10">
        <h2 id={`program-${kind}`} className="text-2xl font-bold tracking-tight">
          {terms ? "SMS program terms" : "Mobile numbers and SMS"}
        </h2>
        <TermList items={terms ? termsItems(program) : privacyItems(program)} label={program.programName} />
      </section>
    </div>
  );
}
