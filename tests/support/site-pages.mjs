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

/** The paths a hub's /sitemap.xml lists, in its order. */
export async function sitemapPaths(hub, port) {
  const { status, body } = await getAsHub(hub, port, "/sitemap.xml");
  if (status !== 200) throw new Error(`${hub} /sitemap.xml answered ${status}`);
  return [...body.toString("utf8").matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]).pathname);
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
