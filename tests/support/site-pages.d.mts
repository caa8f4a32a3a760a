export interface PageFacts {
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** Every robots meta's content, joined and lower-cased ("" when none). */
  robots: string;
  h1Count: number;
  ogImage: string | null;
  /** The `<main>` element's text, whitespace collapsed. */
  mainText: string;
  /** Every `<a href>` on the page, as written. */
  links: string[];
}
export interface SitePage extends PageFacts {
  hub: string;
  path: string;
  status: number;
  html: string;
}
export interface SitemapEntry {
  path: string;
  /** The entry's lastmod as written (YYYY-MM-DD), or null when it has none. */
  lastmod: string | null;
}
export function sitemapEntries(hub: string, port: number): Promise<SitemapEntry[]>;
export function sitemapPaths(hub: string, port: number): Promise<string[]>;
/** Every word a visitor or crawler reads in the document, one block to a line. */
export function documentText(html: string): string;
export function jsonLd(html: string): unknown[];
export function words(text: string): string[];
export function pageFacts(html: string): PageFacts;
export function readPage(hub: string, port: number, path: string): Promise<SitePage>;
export function readSite(
  port: number,
  hubs: readonly string[],
): Promise<Record<string, { paths: string[]; pages: SitePage[] }>>;
export function shingles(text: string, n?: number): Set<string>;
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number;
