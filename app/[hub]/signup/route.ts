import { NextResponse } from "next/server";
import { isHubId } from "@/lib/hubs";
import { checkoutUrl } from "@/lib/env";

/** /signup goes to the hub's hosted checkout (SPEC §6). */
export async function GET(_request: Request, { params }: { params: Promise<{ hub: string }> }) {
  const { hub } = await params;
  if (!isHubId(hub)) return new NextResponse(null, { status: 404 });
  return NextResponse.redirect(checkoutUrl(hub), 307);
}
