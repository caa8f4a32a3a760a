import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/site/intent-link";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { Button } from "@/components/ui/button";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  return pageMetadata(await hubFromParams(params), { title: "Message sent", path: "/contact/sent", noindex: true });
}

/** Where a contact form sent without JavaScript lands once its lead is stored (the form with JavaScript shows a dialog instead). */
export default async function ContactSentPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="contact-sent">
        Message Sent Successfully!
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Thank you for reaching out to {hub.name}. We&apos;ll respond within 24 hours.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">Back to the home page</Link>
      </Button>
    </div>
  );
}
