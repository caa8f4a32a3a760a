import type { Metadata } from "next";
import { clientFromParams, type ClientParams } from "@/components/marketing/client-params";
import { clientMetadata } from "@/lib/seo/client-metadata";
import { PageHeader } from "@/components/marketing/page-header";
import { LegalSection } from "@/components/marketing/legal-section";
import { SMS_PRIVACY_PROMISE } from "@/content/legal";

export async function generateMetadata({ params }: ClientParams): Promise<Metadata> {
  const { hub, client } = await clientFromParams(params);
  return clientMetadata(hub, client, "privacy");
}

export default async function ClientPrivacyPage({ params }: ClientParams) {
  const { hub, client } = await clientFromParams(params);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader
        title={`${client.name} Privacy Policy`}
        intro={`How ${client.name} and its messaging provider ${hub.name} handle your information.`}
      />
      <LegalSection title="Mobile numbers and SMS">
        <p className="font-semibold">{SMS_PRIVACY_PROMISE}</p>
        <p>
          {client.name} uses your number only to send {client.messageTypes}, and keeps a record of when and how you
          opted in. Reply STOP to any message to opt out.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Privacy questions: {client.supportEmail} or {client.supportPhone}.
        </p>
      </LegalSection>
    </div>
  );
}
