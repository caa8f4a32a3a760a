import type { NextRequest } from "next/server";
import { handle } from "@/lib/http";
import { verifyLoginCode } from "@/lib/funnel/login-code";

/** POST {email|phone, token}: check a login code; success sets the session cookie. */
// Next hands route handlers a NextRequest; `handle` types it as Request.
export const POST = handle((request) => verifyLoginCode(request as NextRequest));
