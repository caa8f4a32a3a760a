import { createHash } from "node:crypto";

/** SHA-256 of a UTF-8 text as 64 lower-case hex digits: consent texts, link tokens. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** A CSP hash source, `'sha256-<base64>'`, for one exact inline script text. */
export function cspHashSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}
