import { createHash } from "node:crypto";

/** SHA-256 of a UTF-8 text as 64 lower-case hex digits: consent texts, link tokens. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
