import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { serverEnv } from "@/lib/config/server-env";
import { validTwilioSignature } from "./twilio";
import { publicUrl } from "./twilio-urls";

export { publicUrl };

const MAX_FORM_BYTES = 64 * 1024;

function forbidden(): AppError {
  return new AppError("API_FORBIDDEN", "Invalid Twilio signature.", { status: 403, severity: "MEDIUM" });
}

function tooLarge(): AppError {
  return new AppError("API_BAD_REQUEST", "Request body is too large.", { status: 413, severity: "LOW" });
}

/** The body as text, refused (413) as soon as it passes `max` bytes: never buffered whole first. */
export async function readCappedText(request: Request, max = MAX_FORM_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Read a Twilio webhook's form body and refuse it (403) unless X-Twilio-Signature matches TWILIO_AUTH_TOKEN. */
export async function readSignedTwilioForm(request: Request): Promise<Record<string, string>> {
  const token = serverEnv().TWILIO_AUTH_TOKEN;
  if (!token) throw forbidden();
  const text = await readCappedText(request);
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
