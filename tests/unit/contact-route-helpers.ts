import { signToken } from "@/lib/security/signed-token";
import { withEmbeddedBackend } from "../support/embedded-backend";

export const FORM_SECRET = "contact-route-test-secret-0123456789";

/** A token the server issued `ageMs` ago (what a visitor who waited would hold). */
export function agedToken(ageMs = 10_000, secret = FORM_SECRET): string {
  const iat = Date.now() - ageMs;
  return signToken({ typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `t${Math.random()}` }, secret);
}

export const VALID = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "201 555 0199",
  company: "Analytical Engines",
  message: "Hello",
  emailSignup: false,
  smsSignup: false,
  website: "",
  consentVersion: "2026-11-01",
};

export interface PostOptions {
  host?: string;
  origin?: string | null;
  ip?: string;
  contentType?: string;
  referer?: string;
}

/** A request as the browser on `host` would send it. */
export function contactRequest(
  body: unknown,
  {
    host = "percytech.localhost:3000",
    origin,
    ip = "203.0.113.7",
    contentType = "application/json",
    referer,
  }: PostOptions = {},
): Request {
  const headers: Record<string, string> = {
    host,
    "content-type": contentType,
    "x-forwarded-for": ip,
    "user-agent": "jest-agent/1.0",
  };
  const from = origin === undefined ? `http://${host}` : origin;
  if (from !== null) headers.origin = from;
  if (referer) headers.referer = referer;
  return new Request(`http://${host}/api/contact`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * POST /api/contact on the embedded backend over an in-memory PGlite named
 * `name` (from the migrated snapshot), opened before the file's tests and closed after them.
 */
export function openContactRoute(name: string, logLevel = "WARN"): (request: Request) => Promise<Response> {
  let post: ((request: Request) => Promise<Response>) | undefined;
  withEmbeddedBackend(name, { FORM_TOKEN_SECRET: FORM_SECRET, LOG_LEVEL: logLevel });
  beforeAll(async () => {
    ({ POST: post } = await import("@/app/api/contact/route"));
  });
  return (request) => post!(request);
}
