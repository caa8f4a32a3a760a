import type { Metadata } from "next";
import { Suspense } from "react";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { FunnelCard } from "@/components/funnel/funnel-card";
import { FunnelLoading } from "@/components/funnel/funnel-loading";
import { LoginVerify } from "@/components/funnel/login-verify";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  return pageMetadata(await hubFromParams(params), { title: "Log in with a code", path: "/verify-otp", noindex: true });
}

/** The verification page in login-code mode. */
export default async function VerifyOtpPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  return (
    <FunnelCard hub={hub}>
      <Suspense fallback={<FunnelLoading title="Enter Your Login Code" />}>
        <LoginVerify />
      </Suspense>
    </FunnelCard>
  );
}
