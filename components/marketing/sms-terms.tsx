import { smsTerms, type SmsProgram } from "@/content/legal";

/** The SMS program terms as a definition list. */
export function SmsTerms({ program, headingId = "sms-terms" }: { program: SmsProgram; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        SMS program terms
      </h2>
      <dl className="mt-4 divide-y rounded-xl border">
        {smsTerms(program).map(({ term, detail }) => (
          <div key={term} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
