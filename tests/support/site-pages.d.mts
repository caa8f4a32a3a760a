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
export function sitemapPaths(hub: string, port: number): Promise<string[]>;
export function words(text: string): string[];
export function pageFacts(html: string): PageFacts;
export function readPage(hub: string, port: number, path: string): Promise<SitePage>;
export function readSite(
  port: number,
  hubs: readonly string[],
): Promise<Record<string, { paths: string[]; pages: SitePage[] }>>;
export function shingles(text: string, n?: number): Set<string>;
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number;
