import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/site/intent-link";
import { MailCheck } from "@/components/ui/icons/mail-check";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { Button } from "@/components/ui/button";
import { FunnelCard } from "@/components/funnel/funnel-card";
import { SignupEmail } from "@/components/funnel/signup-email";
import { CheckEmailResend } from "@/components/funnel/check-email-resend";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  return pageMetadata(await hubFromParams(params), { title: "Check your email", path: "/check-email", noindex: true });
}

/** The three steps after sign-up. */
const STEPS = [
  "Check your inbox (and your spam folder)",
  "Click the verification link in the email",
  "Log in to your account",
];

export default async function CheckEmailPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  return (
    <FunnelCard hub={hub}>
      <div className="flex flex-col items-center gap-5 text-center">
        <MailCheck aria-hidden="true" className="size-12 text-brand" />
        <h1 className="text-2xl font-bold tracking-tight">Check Your Email</h1>
        <p className="w-full text-muted-foreground">
          We&apos;ve sent a magic link to:
          <SignupEmail />
        </p>
        <ol className="w-full space-y-2 text-left text-sm">
          {STEPS.map((step, i) => (
            <li key={step} className="flex items-center gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                {i + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <p className="text-sm text-muted-foreground">
          Already verified?{" "}
          <a href="/login" className="font-medium text-brand underline-offset-4 hover:underline">
            Log in
          </a>
        </p>
        <CheckEmailResend />
        <Button asChild variant="ghost">
          <Link href="/">Back to Home</Link>
        </Button>
      </div>
    </FunnelCard>
  );
}
