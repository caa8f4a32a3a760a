import type { Metadata } from "next";
import { clientFromParams, type ClientParams } from "@/components/marketing/client-params";
import { clientMetadata } from "@/lib/seo/client-metadata";
import { PageHeader } from "@/components/marketing/page-header";
import { SmsTerms } from "@/components/marketing/sms-terms";

export async function generateMetadata({ params }: ClientParams): Promise<Metadata> {
  const { hub, client } = await clientFromParams(params);
  return clientMetadata(hub, client, "terms");
}

export default async function ClientTermsPage({ params }: ClientParams) {
  const { hub, client } = await clientFromParams(params);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader
        title={`${client.name} SMS Terms`}
        intro={`By texting ${client.joinKeyword} or opting in on a ${client.name} form, you agree to receive recurring text messages from ${client.name}, sent through ${hub.name}.`}
      />
      <SmsTerms
        program={{
          programName: `${client.name} Text Alerts`,
          messageTypes: client.messageTypes.charAt(0).toUpperCase() + client.messageTypes.slice(1),
          joinKeyword: client.joinKeyword,
          supportEmail: client.supportEmail,
          supportPhone: client.supportPhone,
        }}
      />
    </div>
  );
}
