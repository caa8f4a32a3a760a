/**
 * What the site's callers sign, minted as they mint it: Twilio's webhook signature (computed here, not by the
 * site's own code, so a mistake there cannot agree with itself) and the contact form's token.
 */
import { createHmac } from "node:crypto";
import { signToken } from "../../lib/security/signed-token";

/** X-Twilio-Signature: base64 HMAC-SHA1 over the full URL and each parameter's name and value, sorted by name. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac("sha1", authToken).update(data).digest("base64");
}

let nonce = 0;

/** A contact-form token as the page issued it `ageMs` ago (past the 3-second rule by default). */
export function agedFormToken(secret: string, ageMs = 10_000, iat = Date.now() - ageMs): string {
  return signToken(
    { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `t${process.pid}-${++nonce}-${iat}` },
    secret,
  );
}

/** A test server's four secrets, long enough for the production start check, distinct per `name`. */
export function serverSecrets(
  name: string,
): Record<"ADMIN_ACCESS_CODE" | "ADMIN_SESSION_SECRET" | "FORM_TOKEN_SECRET" | "USER_SESSION_SECRET", string> {
  const long = (what: string) => `${name}-${what}-0123456789abcdef0123456789abcdef`;
  return {
    ADMIN_ACCESS_CODE: `${name}-admin-code-7731`,
    ADMIN_SESSION_SECRET: long("session-secret"),
    FORM_TOKEN_SECRET: long("form-token-secret"),
    USER_SESSION_SECRET: long("user-session-secret"),
  };
}

/** A webhook POST as Twilio sends it to `url`: the form's parameters, signed over that URL with `authToken`. */
export function signedTwilioRequest(
  authToken: string,
  url: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(url, {
    method: "POST",
    headers: {
      host: new URL(url).host,
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(authToken, url, params),
      ...headers,
    },
    body: new URLSearchParams(params).toString(),
  });
}
