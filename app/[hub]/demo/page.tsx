import type { Metadata } from "next";
import { DemoLoader } from "@/components/demo/demo-loader";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { getContent } from "@/content";
import { AudienceSection } from "@/components/marketing/audience-section";
import { Breadcrumbs } from "@/components/site/breadcrumbs";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return pageMetadata(hub, {
    title: "Demo",
    description: `Try ${hub.name} on your own phone: verify your number with a one-time code, then ask our assistant about plans, setup and compliance.`,
    path: "/demo",
  });
}

/**
 * The demo page. The heading and explanation are static HTML; the
 * interactive demo is one client leaf, so its JavaScript loads here only.
 */
export default async function DemoPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  const { demo } = getContent(hub.id);
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <Breadcrumbs hub={hub} trail={[{ name: "Demo", path: "/demo" }]} />
      <header className="mb-10 max-w-2xl">
        <h1 className="text-4xl font-bold tracking-tight">See {hub.name} on your own phone</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Feel what your customers would: we text a one-time code to your mobile, you confirm it, and then you can ask
          our assistant anything about {hub.name} — plans, setup, compliance — in a real conversation.
        </p>
        <ol className="mt-6 grid gap-2 text-sm text-muted-foreground sm:grid-cols-2">
          <li>1. Enter your mobile number and we text you a 6-digit code.</li>
          <li>2. Type the code to verify the number is yours.</li>
          <li>3. Tell us your name, email and business.</li>
          <li>4. Chat with the assistant, and have any answer texted to you.</li>
        </ol>
        <p className="mt-4 text-muted-foreground">{demo.intro}</p>
      </header>
      <DemoLoader hub={hub} />
      <AudienceSection id="demo-audience-heading" section={demo.audience} />
    </section>
  );
}
