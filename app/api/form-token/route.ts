import { NextResponse } from "next/server";
import { issueFormToken } from "@/lib/security/form-token";

/** GET /api/form-token: a fresh signed token per visit, so the contact page itself stays static. */
export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json(issueFormToken(), { headers: { "Cache-Control": "no-store" } });
}
