import { statedAges, TOLL_FREE_NUMBER } from "./patterns.ts";
import type { PageReading } from "./types.ts";
import {
  attr,
  closest,
  elements,
  labelOf,
  parseHtml,
  visibleText,
  type HtmlDocument,
  type HtmlElement,
} from "./html-text.ts";

/**
 * An opt-in page read the way a reviewer reads it, from its HTML alone (no script runs): the sign-up form, its
 * box for texts, the words beside it, its links, the date-of-birth field and what the page says about age.
 */

/** A label about texts ("text messages", "SMS", "texts", "msgs"). */
const ABOUT_TEXTS = /\b(?:sms|texts?|text\s+messag\w*|texting|msgs?|mobile\s+alerts?)\b/i;
const PHONE_NAME = /phone|mobile|cell|sms/i;
const TOLL_FREE_WORD = /toll[\s-]?free/i;

const isInput = (el: HtmlElement, ...types: string[]) =>
  el.name === "input" && types.includes((attr(el, "type") || "text").toLowerCase());

function isPhoneField(el: HtmlElement): boolean {
  if (isInput(el, "tel")) return true;
  if (!isInput(el, "text", "number")) return false;
  return PHONE_NAME.test(`${attr(el, "name")} ${attr(el, "id")}`) || attr(el, "autocomplete").toLowerCase() === "tel";
}

/**
 * A box that accepts the terms or privacy policy as well as texts: "I agree to the Terms of Service and to
 * receive texts". Agreeing to the SMS terms themselves is not bundling.
 */
function bundlesTerms(label: string): boolean {
  const accepts = /\b(?:agree|accept|consent)\w*\s+(?:to\s+)?([\w\s&'-]{0,40}?)\b(?:terms|privacy|conditions|tos)\b/gi;
  for (const m of label.matchAll(accepts)) if (!/\b(?:sms|text|messag\w*)\b/i.test(m[1])) return true;
  return false;
}

const CONTAINER = new Set(["div", "section", "fieldset", "main", "article", "aside", "body"]);

/** The form people sign up with: the one with a box about texts, else the one with a phone field. */
function findOptInForm(doc: HtmlDocument, textBoxes: HtmlElement[], phones: HtmlElement[]): HtmlElement | null {
  for (const control of [...textBoxes, ...phones]) {
    const form = closest(control, (el) => el.name === "form");
    if (form) return form;
  }
  const loose = textBoxes[0] ?? phones[0];
  return loose?.parent ? closest(loose.parent, (el) => CONTAINER.has(el.name)) : null;
}

function linkTo(anchors: HtmlElement[], what: "terms" | "privacy"): string | null {
  for (const a of anchors) {
    const words = `${visibleText(a.children)} ${attr(a, "href")}`;
    const privacy = /privacy/i.test(words);
    if (what === "privacy" ? privacy : !privacy && /\bterms\b|conditions|\btos\b/i.test(words))
      return attr(a, "href") || "#";
  }
  return null;
}

const BIRTH = /birth|\bdob\b|bday|born/i;

/** A full date of birth: a date field, a text field for the whole date, or day, month and year fields. */
function dateOfBirth(doc: HtmlDocument): PageReading["dateOfBirth"] {
  const fields = elements(doc, (el) => ["input", "select"].includes(el.name) && !isInput(el, "hidden", "checkbox"));
  const named = (el: HtmlElement) =>
    `${attr(el, "name")} ${attr(el, "id")} ${attr(el, "autocomplete")} ${attr(el, "placeholder")} ${labelOf(doc, el)}`;
  const part = (el: HtmlElement, p: RegExp) => BIRTH.test(named(el)) && p.test(named(el));
  let partial = false;
  for (const el of fields) {
    const words = named(el);
    if (!BIRTH.test(words)) continue;
    if (/\byear\b|[-_]year|year[-_]/i.test(words) && !/mm|dd|\bday\b|month/i.test(words)) {
      partial = true;
      continue;
    }
    if (isInput(el, "date") || /mm.{0,3}dd.{0,3}yy|dd.{0,3}mm.{0,3}yy/i.test(words)) return "full";
    if (isInput(el, "text", "tel") && !/\bday\b|month|[-_](?:day|month)/i.test(words)) return "full";
  }
  const has = (p: RegExp) => fields.some((el) => part(el, p));
  if (has(/\bday\b|[-_]day/i) && has(/month/i) && has(/year/i)) return "full";
  return partial ? "partial" : "none";
}

/** The body, or the whole document when the HTML is a fragment without one. */
function bodyOf(doc: HtmlDocument) {
  return elements(doc, (el) => el.name === "body")[0] ?? doc.children;
}

/** Everything the rules need from the page's HTML. */
export function readOptInPage(html: string): PageReading {
  const doc = parseHtml(html);
  const text = visibleText(bodyOf(doc));
  const boxes = elements(doc, (el) => isInput(el, "checkbox"));
  const textBoxes = boxes.filter((box) => ABOUT_TEXTS.test(labelOf(doc, box)));
  const phones = elements(doc, isPhoneField);
  const form = findOptInForm(doc, textBoxes, phones);
  const disclosure = form ? visibleText(form) : "";
  const box = form ? textBoxes.find((b) => closest(b, (el) => el === form)) : undefined;
  // The form's own links; with no form (an age gate in front of it), the page's, so its policies can be read.
  const anchors = elements(form ?? doc, (el) => el.name === "a");
  const birth = dateOfBirth(doc);
  return {
    optInForm: form !== null,
    ageGateFirst: form === null && birth !== "none",
    consentBox: box
      ? { prechecked: box.attribs.checked !== undefined, bundled: bundlesTerms(labelOf(doc, box)) }
      : null,
    disclosure,
    links: { terms: linkTo(anchors, "terms"), privacy: linkTo(anchors, "privacy") },
    dateOfBirth: birth,
    statedAges: statedAges(text),
    tollFree:
      TOLL_FREE_WORD.test(disclosure) ||
      TOLL_FREE_NUMBER.test(disclosure) ||
      new RegExp(String.raw`\btext\w*\b[^.\n]{0,60}?\bto\s+` + TOLL_FREE_NUMBER.source, "i").test(text) ||
      /\btext\w*\b[^.\n]{0,60}toll[\s-]?free|toll[\s-]?free[^.\n]{0,40}\btext/i.test(text),
    text,
  };
}

/** The visible text of a linked page (a privacy policy, terms). */
export function readLinkedPage(html: string): string {
  const doc = parseHtml(html);
  return visibleText(bodyOf(doc));
}
