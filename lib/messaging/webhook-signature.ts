import { Buffer } from "node:buffer";
import { createHmac } from "node:crypto";

/**
 * Standard Webhooks signatures (the scheme Svix, Clerk and others use): the
 * receiver recomputes base64(HMAC-SHA256(key, "<id>.<timestamp>.<body>")) and
 * compares it with `webhook-signature`, then rejects a timestamp too far from
 * its clock. The secret is base64, optionally prefixed `whsec_`.
 */
export const WEBHOOK_SECRET_PREFIX = "whsec_";
export const MIN_WEBHOOK_KEY_BYTES = 24;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The signing key: the secret's base64 decoded, or null when it is not one. */
export function webhookKey(secret: string): Buffer | null {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret;
  if (!BASE64.test(encoded) || encoded.length % 4 !== 0) return null;
  const key = Buffer.from(encoded, "base64");
  return key.length >= MIN_WEBHOOK_KEY_BYTES ? key : null;
}

/** `v1,<base64 signature>` of one delivery. */
export function signWebhook(key: Buffer, id: string, timestampSeconds: number, body: string): string {
  return `v1,${createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64")}`;
}

/** The three headers a receiver verifies; the id stays the same on every retry of a message. */
export function webhookSignatureHeaders(
  key: Buffer,
  id: string,
  body: string,
  now: Date = new Date(),
): Record<"webhook-id" | "webhook-timestamp" | "webhook-signature", string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(key, id, timestamp, body),
  };
}
