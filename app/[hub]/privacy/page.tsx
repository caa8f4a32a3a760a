import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { getContent } from "@/content";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { PageHeader } from "@/components/marketing/page-header";
import { LegalSection } from "@/components/marketing/legal-section";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { SMS_PRIVACY_PROMISE, fieldVitalsPrivacy } from "@/content/legal";
import { longDate, sharedPageDates } from "@/content/page-dates";
import { NETWORK_DATA_RETENTION_DAYS, VITALS_RETENTION_DAYS } from "@/lib/backend/core/retention";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return marketingMetadata(hub, getContent(hub.id).seo.privacy, "/privacy");
}

export default async function PrivacyPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <Breadcrumbs hub={hub} trail={[{ name: "Privacy Policy", path: "/privacy" }]} />
      <PageHeader
        title="Privacy Policy"
        intro={`How ${hub.name} collects, uses and protects your information. Last updated ${longDate(sharedPageDates(hub.id, "/privacy").updated)}.`}
      />
      <LegalSection title="Mobile numbers and SMS">
        <p className="font-semibold">{SMS_PRIVACY_PROMISE}</p>
        <p>
          We use your mobile number only to send the messages you agreed to receive and to keep a record of your
          consent. A reply of STOP to any message we send opts you out.
        </p>
      </LegalSection>
      <LegalSection title="What we collect">
        <p>
          Contact details you give us (name, email, phone, company), the content of messages sent through our service,
          and basic usage data such as pages visited.
        </p>
      </LegalSection>
      <LegalSection title="Where your visit came from">
        <p>
          To learn which of our campaigns and partner sites bring people to us, your browser keeps, for this visit only,
          the first and the latest way you reached us: the campaign labels in the link you followed (utm_source,
          utm_medium, utm_campaign, utm_term, utm_content), an ad click id (gclid, fbclid, msclkid) if the link had one,
          the name of the site that sent you, and the page you landed on. They stay in your browser&apos;s session
          storage, which it clears when you close the tab; we set no cookie for this and load no third-party tracking
          script.
        </p>
        <p>
          Only when you send the contact form or start a sign-up are these values sent to us and kept with your request,
          for as long as we keep that request. Without JavaScript nothing is kept and your message is simply marked
          &ldquo;direct / unknown&rdquo;.
        </p>
      </LegalSection>
      <LegalSection title="How fast our pages are for you">
        {fieldVitalsPrivacy(VITALS_RETENTION_DAYS).map((text) => (
          <p key={text.slice(0, 40)}>{text}</p>
        ))}
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          When you send a form we record your IP address and browser (user agent) with it, as evidence of your consent
          and to stop abuse. We delete both after {NETWORK_DATA_RETENTION_DAYS} days; the rest of the consent record is
          kept for as long as we may need to show it.
        </p>
      </LegalSection>
      <LegalSection title="How we use it">
        <p>To provide and support the service, to meet carrier and legal requirements, and to improve our products.</p>
      </LegalSection>
      <LegalSection title="Your choices">
        <p>
          You can ask to see, correct or delete your information by writing to{" "}
          <a className="text-brand underline" href={`mailto:${hub.supportEmail}`}>
            {hub.supportEmail}
          </a>
          .
        </p>
      </LegalSection>
    </div>
  );
}
