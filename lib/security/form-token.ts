import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { getSecret } from "./secrets";
import { signToken, verifyToken, type TokenPayload } from "./signed-token";
import { MIN_FILL_MS } from "@/lib/validation/fill-time";

/**
 * The contact form token: issued when the form mounts, signed with
 * FORM_TOKEN_SECRET, carrying its issue time. The server refuses a
 * submission without one, with a forged one, with one younger than 3 seconds (a bot cannot skip the wait) or older than
 * FORM_TOKEN_TTL_MS.
 * Each token is good for one submission (`redeemFormToken` in lib/backend/stores/form-tokens.ts).
 */
export const FORM_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
export const FORM_TOKEN_MIN_AGE_MS = MIN_FILL_MS;

interface FormTokenPayload extends TokenPayload {
  typ: "contact-form";
  iat: number;
  nonce: string;
}

export interface IssuedFormToken {
  token: string;
  issuedAt: number;
  expiresAt: number;
}

export function issueFormToken(now: number = Date.now(), secret = getSecret("FORM_TOKEN_SECRET")): IssuedFormToken {
  const expiresAt = now + FORM_TOKEN_TTL_MS;
  const payload: FormTokenPayload = {
    typ: "contact-form",
    iat: now,
    exp: expiresAt,
    nonce: randomBytes(9).toString("base64url"),
  };
  return { token: signToken(payload, secret), issuedAt: now, expiresAt };
}

/** The answer to an expired token, or one already used. */
export function formTokenExpired(): AppError {
  return new AppError("AUTH_TOKEN_EXPIRED", "Form token has expired. Reload the contact page and try again.", {
    status: 401,
    fields: { formToken: "Form token has expired" },
  });
}

/** Throws the AppError a route answers with; returns the token's payload when it is good. */
export function assertFormToken(
  token: string | null | undefined,
  now: number = Date.now(),
  secret = getSecret("FORM_TOKEN_SECRET"),
): { iat: number; exp: number; nonce: string } {
  if (!token) {
    throw new AppError("API_BAD_REQUEST", "Form token is missing. Reload the contact page and try again.", {
      status: 400,
      fields: { formToken: "Form token is required" },
    });
  }
  // now = 0 checks the signature only, so an expired token can be told apart from a forged one.
  const payload = verifyToken<FormTokenPayload>(token, secret, "contact-form", 0);
  if (!payload || typeof payload.iat !== "number" || typeof payload.nonce !== "string") {
    throw new AppError("API_FORBIDDEN", "Form token is invalid. Reload the contact page and try again.", {
      status: 403,
      fields: { formToken: "Form token is invalid" },
    });
  }
  if (payload.exp <= now) throw formTokenExpired();
  const age = now - payload.iat;
  if (age < FORM_TOKEN_MIN_AGE_MS) {
    throw new AppError("API_BAD_REQUEST", "Please fill out the form completely before submitting.", {
      status: 400,
      fields: { formToken: "Submitted less than 3 seconds after the form loaded" },
      retryAfter: Math.ceil((FORM_TOKEN_MIN_AGE_MS - age) / 1000),
    });
  }
  return { iat: payload.iat, exp: payload.exp, nonce: payload.nonce };
}
