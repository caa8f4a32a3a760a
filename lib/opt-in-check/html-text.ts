import { DomUtils, parseDocument } from "htmlparser2";

/** Reading text off HTML as a person sees it: no script runs, hidden parts are left out. */

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlNode = HtmlDocument["children"][number];
export type HtmlElement = Parameters<typeof DomUtils.getAttributeValue>[0];

/** What a reader never sees: code, styles, form values and alternatives shown only without a feature. */
const UNSEEN = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "head",
  "svg",
  "iframe",
  "object",
  "select",
  "textarea",
]);
/** Elements that start a new line of text. */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "legend",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);

export function parseHtml(html: string): HtmlDocument {
  return parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true });
}

/** An element (a tag, a script, a style), as opposed to text, a comment or the document. */
export function isElement(node: HtmlNode | HtmlDocument): node is HtmlElement {
  return "attribs" in node && "name" in node;
}

function isTextNode(node: HtmlNode): node is Extract<HtmlNode, { type: "text" }> {
  return node.type === "text";
}

export function attr(el: HtmlElement, name: string): string {
  return DomUtils.getAttributeValue(el, name) ?? "";
}

export function isHidden(el: HtmlElement): boolean {
  if (DomUtils.hasAttrib(el, "hidden")) return true;
  if (el.name === "input" && attr(el, "type").toLowerCase() === "hidden") return true;
  return /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attr(el, "style"));
}

function collect(nodes: readonly HtmlNode[], out: string[]): void {
  for (const node of nodes) {
    if (isTextNode(node)) out.push(node.data);
    else if (isElement(node)) {
      if (UNSEEN.has(node.name) || isHidden(node)) continue;
      const block = BLOCKS.has(node.name);
      if (block) out.push("\n");
      collect(node.children, out);
      if (block) out.push("\n");
    }
  }
}

/** Visible text, one line per block, spaces collapsed. */
export function visibleText(nodes: HtmlNode | readonly HtmlNode[]): string {
  const out: string[] = [];
  collect(Array.isArray(nodes) ? nodes : [nodes as HtmlNode], out);
  return out
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** Every element under `root` that matches. */
export function elements(root: HtmlNode | readonly HtmlNode[], test: (el: HtmlElement) => boolean): HtmlElement[] {
  return DomUtils.findAll(test, Array.isArray(root) ? root : [root as HtmlNode]);
}

/** The nearest ancestor (or the element itself) that matches, or null. */
export function closest(start: HtmlNode | HtmlDocument, test: (el: HtmlElement) => boolean): HtmlElement | null {
  for (let node: HtmlNode | HtmlDocument | null = start; node; node = node.parent as HtmlNode | null) {
    if (isElement(node) && test(node)) return node;
  }
  return null;
}

/** What a control is called on screen: its label (by `for` or around it), aria-labelledby, or aria-label. */
export function labelOf(doc: HtmlDocument, control: HtmlElement): string {
  const id = attr(control, "id");
  const parts: string[] = [];
  if (id) {
    for (const label of elements(doc, (el) => el.name === "label" && attr(el, "for") === id))
      parts.push(visibleText(label.children));
  }
  const around = closest(control, (el) => el.name === "label");
  if (around) parts.push(visibleText(around.children));
  for (const ref of attr(control, "aria-labelledby").split(/\s+/).filter(Boolean)) {
    const target = elements(doc, (el) => attr(el, "id") === ref)[0];
    if (target) parts.push(visibleText(target.children));
  }
  parts.push(attr(control, "aria-label"));
  return parts.filter(Boolean).join(" ").replace(/\s+/g, " ").trim();
}
