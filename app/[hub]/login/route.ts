import { NextResponse, type NextRequest } from "next/server";
import { getHub, isHubId } from "@/lib/hubs";
import { loginUrl } from "@/lib/hubs/addresses";
import { detectEnvironment } from "@/lib/hubs/stage";

/** /login redirects to the brand's app login address. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ hub: string }> }) {
  const { hub } = await params;
  if (!isHubId(hub)) return new NextResponse(null, { status: 404 });
  const target = loginUrl(getHub(hub), detectEnvironment(request.headers.get("host")));
  return NextResponse.redirect(target, 307);
}
