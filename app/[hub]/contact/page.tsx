import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { ContactForm } from "@/components/contact/contact-form";
import { getContent } from "@/content";
import { AudienceSection } from "@/components/marketing/audience-section";
import { WhyDifferent } from "@/components/contact/why-different";
import { ConsentCheckbox } from "@/components/contact/consent-checkbox";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { CURRENT_CONSENT_VERSION, disclosureSegments } from "@/lib/consent/disclosures";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return pageMetadata(hub, {
    title: "Contact us",
    description: `Talk to ${hub.name} about compliant business texting. We respond within 24 hours.`,
    path: "/contact",
  });
}

/** The contact page. Static per hub: the form fetches its token after it mounts. */
export default async function ContactPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  const copy = getContent(hub.id).contact;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <Breadcrumbs hub={hub} trail={[{ name: "Contact", path: "/contact" }]} />
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
          Get SMS That <span className="text-brand">Works</span>
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{copy.intro}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-form-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="contact-form-heading" className="mb-6 text-xl font-semibold">
            Send us a message
          </h2>
          {/* Shown only when opened from an opt-in check report (#from-report): no script, the page stays static. */}
          <p
            id="from-report"
            className="mb-6 hidden scroll-mt-24 rounded-lg border bg-tint px-4 py-3 text-sm target:block"
            data-testid="contact-report-notice"
          >
            Your opt-in check report goes with your message, so we can see what to fix.
          </p>
          <ContactForm
            hubId={hub.id}
            consentVersion={CURRENT_CONSENT_VERSION}
            consent={
              <>
                <ConsentCheckbox
                  id="contact-email-signup"
                  name="emailSignup"
                  segments={disclosureSegments(hub, "email")}
                />
                <ConsentCheckbox id="contact-sms-signup" name="smsSignup" segments={disclosureSegments(hub, "sms")} />
              </>
            }
          />
        </section>
        <WhyDifferent reasons={copy.reasons} />
      </div>
      <AudienceSection id="contact-audience-heading" section={copy.audience} />
    </div>
  );
}
