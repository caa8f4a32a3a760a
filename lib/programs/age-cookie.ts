import "server-only";
import type { NextResponse } from "next/server";
import { getSecret } from "@/lib/security/secrets";
import { signToken, verifyToken, type TokenPayload } from "@/lib/security/signed-token";
import type { ProgramData } from "@/lib/validation/program";
import { ageAffirmation } from "./age-gate";

/**
 * A gated program's page opens with the age gate; once a date of birth old
 * enough is given, the visitor's browser keeps a signed, HttpOnly cookie for
 * that program alone, holding only "age affirmed 21+" and its expiry (never
 * the date), and the page shows the program until it expires. The opt-in
 * reads the same cookie, so the date is not asked twice.
 */
export const AGE_GATE_TTL_MS = 12 * 60 * 60 * 1000;

interface AgeGatePayload extends TokenPayload {
  typ: "age-gate";
  /** The program's page the gate was passed on. */
  slug: string;
  /** "age affirmed 21+". */
  affirmed: string;
}

export function ageCookieName(slug: string): string {
  return `age-gate-${slug}`;
}

type CookieReader = { get(name: string): { value: string } | undefined };

/** The visitor passed this program's gate, at its current age, and the cookie has not expired. */
export function ageGatePassed(
  cookies: CookieReader,
  p: Pick<ProgramData, "slug" | "ageGate">,
  now = Date.now(),
): boolean {
  if (p.ageGate === "none") return true;
  const token = cookies.get(ageCookieName(p.slug))?.value;
  const payload = verifyToken<AgeGatePayload>(token, getSecret("FORM_TOKEN_SECRET"), "age-gate", now);
  return payload !== null && payload.slug === p.slug && payload.affirmed === ageAffirmation(p);
}

/** Remember on the response that the visitor passed the gate. */
export function rememberAgeGate(
  response: NextResponse,
  p: Pick<ProgramData, "slug" | "ageGate">,
  secure: boolean,
  now = Date.now(),
): void {
  const payload: AgeGatePayload = {
    typ: "age-gate",
    exp: now + AGE_GATE_TTL_MS,
    slug: p.slug,
    affirmed: ageAffirmation(p),
  };
  response.cookies.set(ageCookieName(p.slug), signToken(payload, getSecret("FORM_TOKEN_SECRET")), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: AGE_GATE_TTL_MS / 1000,
  });
}
