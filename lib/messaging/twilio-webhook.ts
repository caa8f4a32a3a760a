import "server-only";
import { AppError } from "@/lib/errors";
import { serverEnv } from "@/lib/config/server-env";
import { validTwilioSignature } from "./twilio";

const MAX_FORM_BYTES = 64 * 1024;

/** The URL Twilio called, as the public saw it (behind a proxy: X-Forwarded-Proto/Host). */
export function publicUrl(request: Request): string {
  const url = new URL(request.url);
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(/:$/, "");
  const host =
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host") || url.host;
  return `${proto}://${host}${url.pathname}${url.search}`;
}

function forbidden(): AppError {
  return new AppError("API_FORBIDDEN", "Invalid Twilio signature.", { status: 403, severity: "MEDIUM" });
}

/** Read a Twilio webhook's form body and refuse it (403) unless X-Twilio-Signature matches TWILIO_AUTH_TOKEN. */
export async function readSignedTwilioForm(request: Request): Promise<Record<string, string>> {
  const token = serverEnv().TWILIO_AUTH_TOKEN;
  if (!token) throw forbidden();
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_FORM_BYTES)
    throw new AppError("API_BAD_REQUEST", "Request body is too large.", { status: 413, severity: "LOW" });
  const text = await request.text();
  if (text.length > MAX_FORM_BYTES)
    throw new AppError("API_BAD_REQUEST", "Request body is too large.", { status: 413, severity: "LOW" });
  const params = Object.fromEntries(new URLSearchParams(text));
  if (!validTwilioSignature(token, request.headers.get("x-twilio-signature"), publicUrl(request), params))
    throw forbidden();
  return params;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** A TwiML answer: one reply message, or none. */
export function twiml(reply: string | null): Response {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${escapeXml(reply)}</Message>` : ""}</Response>`;
  return new Response(body, { headers: { "content-type": "text/xml; charset=utf-8" } });
}
