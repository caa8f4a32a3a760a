/**
 * The built site as a search engine reads it: each hub's sitemap, and for
 * every page the facts search results use (title, description, canonical,
 * robots, h1s, social card), its `<main>` text and its links. Pages are
 * fetched once per server and cached. Node cannot resolve `*.localhost`, so
 * every request dials 127.0.0.1 with the hub's Host header (getAsHub).
 */
import { DomUtils, parseDocument } from "htmlparser2";
import { getAsHub } from "./next-server.mjs";

const { findAll, findOne, getAttributeValue, textContent } = DomUtils;

/** The entries a hub's /sitemap.xml lists, in its order: each path and its lastmod (null when undated). */
export async function sitemapEntries(hub, port) {
  const { status, body } = await getAsHub(hub, port, "/sitemap.xml");
  if (status !== 200) throw new Error(`${hub} /sitemap.xml answered ${status}`);
  return [...body.toString("utf8").matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    path: new URL(/<loc>\s*([^<\s]+)\s*<\/loc>/.exec(url)[1]).pathname,
    lastmod: /<lastmod>\s*([^<\s]+)\s*<\/lastmod>/.exec(url)?.[1] ?? null,
  }));
}

/** The paths a hub's /sitemap.xml lists, in its order. */
export async function sitemapPaths(hub, port) {
  return (await sitemapEntries(hub, port)).map((e) => e.path);
}

const byName = (name) => (el) => el.name === name;

/** Words only, lower case: what the similarity measures compare. */
export function words(text) {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The text of an element without its scripts and styles. */
function visibleText(node) {
  if (!node) return "";
  const parts = [];
  const walk = (n) => {
    if (n.type === "text") parts.push(n.data);
    else if (n.type === "tag" && n.name !== "template") for (const c of n.children ?? []) walk(c);
  };
  walk(node);
  return parts.join(" ");
}

/** Elements that start a new line of text: a sentence never runs across them. */
const BLOCKS = new Set(
  "address article aside blockquote br dd details div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p section summary table td th tr ul button label option".split(
    " ",
  ),
);
/** Attributes a reader or a crawler reads as text. */
const TEXT_ATTRIBUTES = ["aria-label", "alt", "title", "placeholder"];
/** Meta tags whose content is read as the page's words. */
const TEXT_META = new Set([
  "description",
  "keywords",
  "og:title",
  "og:description",
  "twitter:title",
  "twitter:description",
]);

/**
 * Every word a visitor or a crawler can read in a document, one block to a line: the title, the text meta
 * tags, the body's text (scripts and styles aside) and its text attributes (aria-label, alt, title).
 */
export function documentText(html) {
  const doc = parseDocument(html);
  const lines = [];
  let line = "";
  const flush = () => {
    if (line.trim()) lines.push(line.replace(/\s+/g, " ").trim());
    line = "";
  };
  const walk = (n) => {
    if (n.type === "text") line += n.data;
    if (n.type !== "tag" || n.name === "template") return;
    if (n.name === "meta") {
      const name = getAttributeValue(n, "name") ?? getAttributeValue(n, "property") ?? "";
      if (TEXT_META.has(name)) lines.push(getAttributeValue(n, "content") ?? "");
      return;
    }
    for (const attr of TEXT_ATTRIBUTES) {
      const value = getAttributeValue(n, attr);
      if (value) lines.push(value);
    }
    const block = BLOCKS.has(n.name) || n.name === "title";
    if (block) flush();
    for (const c of n.children ?? []) walk(c);
    if (block) flush();
  };
  for (const c of doc.children) walk(c);
  flush();
  return lines.join("\n");
}

/** The JSON-LD objects of a document, each script parsed. */
export function jsonLd(html) {
  return findAll(
    (el) => el.name === "script" && getAttributeValue(el, "type") === "application/ld+json",
    parseDocument(html).children,
  ).map((el) => JSON.parse(textContent(el)));
}

/** The facts of one served HTML document. */
export function pageFacts(html) {
  const doc = parseDocument(html);
  const meta = (attr, value) =>
    findAll((el) => el.name === "meta" && getAttributeValue(el, attr) === value, doc.children).map(
      (el) => getAttributeValue(el, "content") ?? "",
    );
  const canonical = findOne(
    (el) => el.name === "link" && (getAttributeValue(el, "rel") ?? "").split(/\s+/).includes("canonical"),
    doc.children,
  );
  const title = findOne(byName("title"), doc.children);
  return {
    title: title ? textContent(title).trim() : null,
    description: meta("name", "description")[0] ?? null,
    canonical: canonical ? (getAttributeValue(canonical, "href") ?? null) : null,
    robots: meta("name", "robots").join(",").toLowerCase(),
    h1Count: findAll(byName("h1"), doc.children).length,
    ogImage: meta("property", "og:image")[0] ?? null,
    mainText: visibleText(findOne(byName("main"), doc.children))
      .replace(/\s+/g, " ")
      .trim(),
    links: findAll(byName("a"), doc.children)
      .map((el) => getAttributeValue(el, "href"))
      .filter((href) => typeof href === "string"),
  };
}

const cache = new Map();

/** One page of one hub: its status, HTML and facts (fetched once per server). */
export function readPage(hub, port, path) {
  const key = `${port} ${hub} ${path}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      getAsHub(hub, port, path).then(({ status, body }) => {
        const html = body.toString("utf8");
        return { hub, path, status, html, ...pageFacts(status === 200 ? html : "") };
      }),
    );
  }
  return cache.get(key);
}

/** Every hub's sitemap and the pages it lists: { hub: { paths, pages } }. */
export async function readSite(port, hubs) {
  const site = {};
  for (const hub of hubs) {
    const paths = await sitemapPaths(hub, port);
    const pages = await Promise.all(paths.map((path) => readPage(hub, port, path)));
    site[hub] = { paths, pages };
  }
  return site;
}

/** The set of n-word shingles of a text. */
export function shingles(text, n = 5) {
  const list = words(text);
  const set = new Set();
  for (let i = 0; i + n <= list.length; i++) set.add(list.slice(i, i + n).join(" "));
  return set;
}

/** Jaccard similarity of two sets (0 when both are empty). */
export function jaccard(a, b) {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
