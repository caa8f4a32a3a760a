import type { Metadata } from "next";
import { Suspense } from "react";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { FunnelCard } from "@/components/funnel/funnel-card";
import { FunnelLoading } from "@/components/funnel/funnel-loading";
import { SignupVerify } from "@/components/funnel/signup-verify";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  return pageMetadata(await hubFromParams(params), { title: "Verify your account", path: "/verify", noindex: true });
}

/** The verification page in sign-up mode. Static; the widget reads ?id= in the browser. */
export default async function VerifyPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  return (
    <FunnelCard hub={hub}>
      <Suspense fallback={<FunnelLoading title="Verify Your Account" />}>
        <SignupVerify />
      </Suspense>
    </FunnelCard>
  );
}
