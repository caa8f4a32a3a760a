import type { NextRequest } from "next/server";
import { handle } from "@/lib/http";
import { startLoginCode } from "@/lib/funnel/login-code";

/** POST {email} or {phone}: send a login code for /verify-otp. */
// Next hands route handlers a NextRequest; `handle` types it as Request.
export const POST = handle((request) => startLoginCode(request as NextRequest));
