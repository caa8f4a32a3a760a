// Each prerendered page's Content-Security-Policy, from its built HTML: every
// inline script it carries (Next's RSC payloads and bootstrap, the theme
// script, JSON-LD, the after-first-paint loader) allowed by its SHA-256
// hash and nothing else inline. The policy goes into the page's `.meta`
// file beside the HTML, whose headers Next sends with the prerendered page,
// so it costs nothing per request. Run on the final HTML, after every
// rewrite (scripts/ascii-prerendered-html.mjs). Safe to run twice.
import { createHash } from "node:crypto";

/** A script element without `src`, and its text exactly as the browser reads it (a raw-text element). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/** The text of every inline script in `html`, in document order. */
export function inlineScripts(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]);
}

/** The CSP hash source of one script text. */
export function hashSource(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Every inline script of `html` as a hash source, each once. */
export function scriptHashes(html) {
  return [...new Set(inlineScripts(html).map(hashSource))];
}

/** The `.meta` file's JSON text with `policy` as the page's Content-Security-Policy header. */
export function metaWithPolicy(metaText, policy) {
  const meta = JSON.parse(metaText);
  meta.headers = { ...meta.headers, "content-security-policy": policy };
  return JSON.stringify(meta);
}
