import { NextResponse } from "next/server";
import { handle } from "@/lib/http";
import { issueFormToken } from "@/lib/security/form-token";

/** GET /api/form-token: a fresh signed token per visit, so the contact page itself stays static. */
export const dynamic = "force-dynamic";

export const GET = handle(async () => NextResponse.json(issueFormToken()));
