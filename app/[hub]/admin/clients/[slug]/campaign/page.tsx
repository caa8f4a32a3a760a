import { hubFromParams } from "@/lib/hubs/params";
import { siteUrl } from "@/lib/hubs";
import { campaignBrief } from "@/lib/programs/brief";
import { ProgramHeader } from "@/components/admin/program-header";
import { adminProgram, NoSuchProgram, type AdminProgramProps } from "@/components/admin/program-params";

export const dynamic = "force-dynamic";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 p-3 sm:grid-cols-[14rem_1fr]">
      <dt className="font-semibold">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** What a 10DLC campaign registration asks for, from the draft, and what would get it rejected. */
export default async function CampaignBriefPage({ params }: AdminProgramProps) {
  const program = await adminProgram(params);
  if (!program) return <NoSuchProgram />;
  const hub = await hubFromParams(params);
  const brief = campaignBrief(program.draft, siteUrl(hub));
  return (
    <div className="space-y-6">
      <ProgramHeader program={program} current="/campaign" />
      <section aria-labelledby="checklist" className="space-y-2">
        <h2 id="checklist" className="text-lg font-semibold">
          Checklist
        </h2>
        {brief.problems.length === 0 ? (
          <p role="status" data-testid="brief-ready" className="rounded-md border p-3 text-sm">
            Ready: nothing here would get the campaign rejected.
          </p>
        ) : (
          <ul data-testid="brief-problems" className="space-y-1 rounded-md border p-3 text-sm">
            {brief.problems.map((p, i) => (
              <li key={i}>
                <a className="font-medium underline" href={`/admin/clients/${program.slug}#${p.field}`}>
                  {p.field}
                </a>
                : {p.message}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="registration" className="space-y-2">
        <h2 id="registration" className="text-lg font-semibold">
          Registration
        </h2>
        <dl className="divide-y rounded-md border text-sm">
          <Row term="Brand">
            {brief.brandName} ({brief.businessName}), {brief.vertical}
          </Row>
          <Row term="Carrier routes">{brief.routes}</Row>
          <Row term="Use case">{brief.useCase}</Row>
          <Row term="Description">{brief.description}</Row>
          <Row term="Message frequency">{brief.messageFrequency}</Row>
          <Row term="Sample messages">
            <ol className="list-decimal space-y-1 pl-5">
              {brief.sampleMessages.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ol>
          </Row>
          <Row term="Opt-in flow">{brief.optInFlow}</Row>
          <Row term="Opt-in page">{brief.optInUrl}</Row>
          <Row term="Terms">{brief.termsUrl}</Row>
          <Row term="Privacy policy">{brief.privacyUrl}</Row>
          <Row term="Number">{brief.number}</Row>
          <Row term="Opt-in keywords">{brief.keywords.optIn.join(", ")}</Row>
          <Row term="Opt-out keywords">{brief.keywords.optOut.join(", ")}</Row>
          <Row term="Help keywords">{brief.keywords.help.join(", ")}</Row>
          <Row term="Confirmation text">{brief.replies.optInConfirmation}</Row>
          <Row term="Reply to YES">{brief.replies.confirmed}</Row>
          <Row term="Reply to HELP">{brief.replies.help}</Row>
          <Row term="Reply to STOP">{brief.replies.optOut}</Row>
          <Row term="Embedded links">{brief.embeddedLinks ? "Yes" : "No"}</Row>
          <Row term="Embedded phone numbers">{brief.embeddedPhone ? "Yes" : "No"}</Row>
          <Row term="Age-gated">
            {brief.ageGated ? `Yes, ${brief.ageGate}+ (a date of birth before anything else)` : "No"}
          </Row>
          <Row term="Numbers texted">{brief.usOnly ? "US mobile numbers only" : "US and Canadian mobile numbers"}</Row>
        </dl>
        <p className="text-sm">
          <a className="underline" href={`/api/admin/clients/${program.slug}/campaign`}>
            The brief as JSON
          </a>
        </p>
      </section>
    </div>
  );
}
