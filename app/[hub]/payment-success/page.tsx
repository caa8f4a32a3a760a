import type { Metadata } from "next";
import { Suspense } from "react";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { FunnelCard } from "@/components/funnel/funnel-card";
import { FunnelLoading } from "@/components/funnel/funnel-loading";
import { PaymentStatus } from "@/components/funnel/payment-status";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  return pageMetadata(await hubFromParams(params), { title: "Payment", path: "/payment-success", noindex: true });
}

/** Payment success. Static; the widget reads ?session_id= in the browser. */
export default async function PaymentSuccessPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  return (
    <FunnelCard hub={hub}>
      <Suspense fallback={<FunnelLoading title="Payment" />}>
        <PaymentStatus hubId={hub.id} />
      </Suspense>
    </FunnelCard>
  );
}
