// Non-ASCII characters escaped for where they stand, so the browser builds the identical page from pure ASCII:
//   markup (text and attributes) → &#x2014;   <script> → \u2014   <style> → \002014

const NON_ASCII = /[^\x00-\x7f]/u;
const EACH_NON_ASCII = /[^\x00-\x7f]/gu;

const hex = (code: number, width: number) => code.toString(16).toUpperCase().padStart(width, "0");

/** Where a piece of the document stands: markup, or the raw text of a script or style element. */
export type TextContext = "markup" | "script" | "style";

/** `\uXXXX` (surrogate pairs for astral characters): valid in JS strings and JSON. */
function scriptEscape(ch: string): string {
  let out = "";
  for (let i = 0; i < ch.length; i++) out += `\\u${hex(ch.charCodeAt(i), 4)}`;
  return out;
}

/** CSS escape with six hex digits, which needs no terminating space. */
const styleEscape = (ch: string) => `\\${hex(ch.codePointAt(0) ?? 0, 6)}`;

const markupEscape = (ch: string) => `&#x${hex(ch.codePointAt(0) ?? 0, 1)};`;

const ESCAPE: Record<TextContext, (ch: string) => string> = {
  markup: markupEscape,
  script: scriptEscape,
  style: styleEscape,
};

/** `text` with every non-ASCII character escaped for `context`; ASCII text comes back as it is. */
export function asciiEscape(text: string, context: TextContext): string {
  return NON_ASCII.test(text) ? text.replace(EACH_NON_ASCII, ESCAPE[context]) : text;
}
