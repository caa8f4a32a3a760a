import { NextResponse } from "next/server";
import { isHubId } from "@/lib/hubs";
import { checkoutUrl } from "@/lib/config/server-env";
import { checkoutAddress } from "@/lib/funnel/checkout";
import { campaignFromQuery } from "@/lib/funnel/checkout-campaign";
import { getContent } from "@/content";

/** /signup goes to the hub's hosted checkout, carrying the plan chosen on the pricing page and the visit's utm values. */
export async function GET(request: Request, { params }: { params: Promise<{ hub: string }> }) {
  const { hub } = await params;
  if (!isHubId(hub)) return new NextResponse(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const planIds = getContent(hub).pricing.plans.map((p) => p.id);
  return NextResponse.redirect(
    checkoutAddress(checkoutUrl(hub), query.get("plan"), planIds, campaignFromQuery(query)),
    307,
  );
}
