import type { NextResponse } from "next/server";
import { programPaths } from "./texts";

/**
 * The phone typed into a program's opt-in form that was posted without
 * JavaScript and refused: kept two minutes in the visitor's own browser, for
 * that program's page only, so the form comes back filled in. Never the date
 * of birth, never stored on our side, never in the URL (where logs keep it).
 */
export const TYPED_PHONE_COOKIE = "optin-phone";
const KEEP_SECONDS = 120;
/** Longer than any phone number a person types, with spaces and punctuation. */
const MAX_LENGTH = 40;

export function keepTypedPhone(response: NextResponse, slug: string, phone: string, secure: boolean): void {
  const value = phone.trim().slice(0, MAX_LENGTH);
  setTypedPhone(response, slug, value, value ? KEEP_SECONDS : 0, secure);
}

export function forgetTypedPhone(response: NextResponse, slug: string, secure: boolean): void {
  setTypedPhone(response, slug, "", 0, secure);
}

function setTypedPhone(response: NextResponse, slug: string, value: string, maxAge: number, secure: boolean): void {
  const path = programPaths(slug).page;
  response.cookies.set(TYPED_PHONE_COOKIE, value, { httpOnly: true, sameSite: "lax", secure, path, maxAge });
}

/** The phone to put back into the form, or "". */
export function typedPhone(cookies: { get(name: string): { value: string } | undefined }): string {
  return (cookies.get(TYPED_PHONE_COOKIE)?.value ?? "").slice(0, MAX_LENGTH);
}
