import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { getContent } from "@/content";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { PageHeader } from "@/components/marketing/page-header";
import { LegalSection } from "@/components/marketing/legal-section";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { SmsTerms } from "@/components/marketing/sms-terms";
import { ONBOARDING_FEE, SETUP_GUARANTEE_DAYS } from "@/content/constants";
import { longDate, sharedPageDates } from "@/content/page-dates";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return marketingMetadata(hub, getContent(hub.id).seo.terms, "/terms");
}

export default async function TermsPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <Breadcrumbs hub={hub} trail={[{ name: "Terms of Service", path: "/terms" }]} />
      <PageHeader
        title="Terms of Service"
        intro={`These terms govern your use of the ${hub.name} website and messaging services. Last updated ${longDate(sharedPageDates(hub.id, "/terms").updated)}.`}
      />
      <SmsTerms
        program={{
          programName: hub.name,
          messageTypes: "Account notices, verification codes and, if you opt in, product news and offers",
          supportEmail: hub.supportEmail,
        }}
      />
      <LegalSection title="Your account">
        <p>
          You are responsible for the accuracy of the information you give us and for messages sent from your account.
          You may only text people who have given you consent, and you must honor opt-out requests.
        </p>
      </LegalSection>
      <LegalSection title="Fees and setup guarantee">
        <p>
          Plans are billed monthly in advance. A one-time {ONBOARDING_FEE} onboarding fee applies; it is refunded in
          full if setup takes longer than {SETUP_GUARANTEE_DAYS} days from the date we receive everything we asked for.
        </p>
      </LegalSection>
      <LegalSection title="Acceptable use">
        <p>
          You may not send messages that are unlawful, deceptive or that promote regulated products to people who have
          not affirmed their age where the law requires it. We may suspend messaging that breaks carrier rules.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Questions about these terms:{" "}
          <a className="text-brand underline" href={`mailto:${hub.supportEmail}`}>
            {hub.supportEmail}
          </a>
          .
        </p>
      </LegalSection>
    </div>
  );
}
