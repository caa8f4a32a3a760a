// Prerendered HTML as pure ASCII. Next serves a prerendered page as a
// JavaScript string and encodes it to UTF-8 on every response; a string with
// any character above U+007F takes the slow path each time, an ASCII one is
// copied as is. The same characters, escaped for where they stand:
//   text and attributes → &#x2014;   <script> → \u2014   <style> → \002014
// so the browser builds the identical page (and hydration sees the same text).

const RAW_TEXT = /<(script|style)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
const NON_ASCII = /[^\x00-\x7f]/gu;

const hex = (code, width) => code.toString(16).toUpperCase().padStart(width, "0");

/** `\uXXXX` (surrogate pairs for astral characters): valid in JS strings and JSON. */
function scriptEscape(text) {
  return text.replace(NON_ASCII, (ch) => {
    let out = "";
    for (let i = 0; i < ch.length; i++) out += `\\u${hex(ch.charCodeAt(i), 4)}`;
    return out;
  });
}

/** CSS escape with six hex digits, which needs no terminating space. */
function styleEscape(text) {
  return text.replace(NON_ASCII, (ch) => `\\${hex(ch.codePointAt(0), 6)}`);
}

function markupEscape(text) {
  return text.replace(NON_ASCII, (ch) => `&#x${hex(ch.codePointAt(0), 1)};`);
}

/** The document with every non-ASCII character escaped; ASCII input comes back unchanged. */
export function asciiHtml(html) {
  if (!/[^\x00-\x7f]/.test(html)) return html;
  let out = "";
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, tag, body] = match;
    const bodyStart = match.index + whole.indexOf(">") + 1;
    out += markupEscape(html.slice(last, bodyStart));
    out += tag.toLowerCase() === "script" ? scriptEscape(body) : styleEscape(body);
    last = bodyStart + body.length;
  }
  return out + markupEscape(html.slice(last));
}
