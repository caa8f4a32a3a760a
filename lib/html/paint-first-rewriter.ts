// The one rewrite of our pages, so each paints from its document alone: the build's stylesheet inlined, the
// chunk scripts (and their preloads) loaded by one small loader after the first paint, and, for prerendered
// pages, every non-ASCII character escaped (Next encodes an ASCII page to UTF-8 by a plain copy). It reads
// the markup with htmlparser2's streaming parser and copies the source through by the parser's indices, so a
// page rendered per request is rewritten chunk by chunk as Next streams it. It reports what it did, so the
// build can refuse a page that missed a rewrite, and the hash of every inline script it sends, for the
// page's Content-Security-Policy.
import { Parser } from "htmlparser2";
import { cspHashSource } from "../security/sha256";
import { asciiEscape, type TextContext } from "./ascii-escape";
import { AFTER_PAINT_ATTRIBUTE, LOADER_SCRIPT, loaderElement } from "./first-paint-loader";
import { type CssReader, inlinedCss, isBuildStylesheet } from "./inline-stylesheet";

export interface PaintFirstOptions {
  /** A build stylesheet's text by its URL. */
  readCss: CssReader;
  /** Escape every non-ASCII character (prerendered pages). */
  ascii?: boolean;
}

/** What a page holds after the rewrite (counting what an earlier pass already did). */
export interface PaintFirstReport {
  /** Build stylesheets inlined as `<style data-inlined-href>`. */
  stylesheetsInlined: number;
  /** Whether the first-paint loader is in the page. */
  loader: boolean;
  /** Build scripts still loaded by the parser (a `noModule` one aside): each would run before the first paint. */
  scriptsBeforePaint: string[];
  /** Every inline script as a CSP hash source, each once, in document order. */
  scriptHashes: string[];
  /** Stylesheets that could not be read (their links stay as they are). */
  unreadStylesheets: string[];
}

export interface PaintFirstRewriter {
  /** Takes the next piece of the page; returns the rewritten text ready to send. */
  write(chunk: string): string;
  /** Ends the page; returns the rest of it. */
  end(): string;
  readonly report: PaintFirstReport;
}

const isBuildScript = (src: string | undefined): src is string =>
  Boolean(src?.startsWith("/_next/static/") && src.endsWith(".js"));

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

export function createPaintFirstRewriter({ readCss, ascii = false }: PaintFirstOptions): PaintFirstRewriter {
  const report: PaintFirstReport = {
    stylesheetsInlined: 0,
    loader: false,
    scriptsBeforePaint: [],
    scriptHashes: [],
    unreadStylesheets: [],
  };
  const deferred: string[] = [];
  const stylesheets: string[] = [];
  const hashes = new Set<string>();
  let nonce: string | undefined;
  // The source not yet consumed starts at `base`; everything before `pos` is copied or dropped.
  let source = "";
  let base = 0;
  let pos = 0;
  let out: string[] = [];
  let dropping = false;
  let raw: "script" | "style" | null = null;
  let inlineScript: string | null = null;

  const copy = (to: number, context: TextContext = "markup") => {
    if (to <= pos) return;
    const text = source.slice(pos - base, to - base);
    const sent = ascii ? asciiEscape(text, context) : text;
    out.push(sent);
    if (inlineScript !== null && context === "script") inlineScript += sent;
    pos = to;
  };
  const drop = (to: number) => {
    pos = Math.max(pos, to);
  };
  const writeLoader = () => {
    out.push(loaderElement(deferred, stylesheets, nonce));
    hashes.add(cspHashSource(LOADER_SCRIPT));
    report.loader = true;
    deferred.length = 0;
  };

  const parser: Parser = new Parser({
    onopentag(name, attribs) {
      const start = parser.startIndex;
      const end = parser.endIndex + 1;
      if (name === "link" && attribs.rel === "stylesheet" && isBuildStylesheet(attribs.href)) {
        let css = "";
        if (!("disabled" in attribs)) {
          try {
            css = inlinedCss(readCss(attribs.href), attribs.href);
          } catch {
            // The page as Next wrote it still works; it only paints later.
            report.unreadStylesheets.push(attribs.href);
            return copy(end);
          }
        }
        copy(start);
        drop(end);
        const precedence = attribs["data-precedence"] || "default";
        stylesheets.push(attribs.href, precedence);
        if ("disabled" in attribs) return; // adopted by an earlier pass: only the loader adds it
        out.push(
          `<style data-precedence="${attribute(precedence)}" data-inlined-href="${attribute(attribs.href)}">` +
            `${ascii ? asciiEscape(css, "style") : css}</style>`,
        );
        report.stylesheetsInlined++;
        return;
      }
      if (name === "link" && attribs.rel === "preload" && attribs.as === "script" && isBuildScript(attribs.href)) {
        copy(start);
        drop(end);
        return;
      }
      if (name === "script" && isBuildScript(attribs.src) && "async" in attribs) {
        copy(start);
        dropping = true;
        if (!deferred.includes(attribs.src)) deferred.push(attribs.src);
        nonce ??= attribs.nonce;
        return;
      }
      copy(end);
      if (name === "script") {
        raw = "script";
        if (isBuildScript(attribs.src) && !("nomodule" in attribs)) report.scriptsBeforePaint.push(attribs.src);
        if (!("src" in attribs)) inlineScript = "";
        if (AFTER_PAINT_ATTRIBUTE in attribs) report.loader = true;
      } else if (name === "style") {
        raw = "style";
        if ("data-inlined-href" in attribs) report.stylesheetsInlined++;
      }
    },
    ontext() {
      if (!dropping) copy(parser.endIndex + 1, raw ?? "markup");
    },
    onclosetag(name, isImplied) {
      if (isImplied) return;
      const start = parser.startIndex;
      const end = parser.endIndex + 1;
      if (dropping) {
        if (name === "script") {
          drop(end);
          dropping = false;
        }
        return;
      }
      if (raw === name) {
        copy(start, raw);
        if (inlineScript !== null) hashes.add(cspHashSource(inlineScript));
        inlineScript = null;
        raw = null;
      } else if (name === "body" && deferred.length) {
        copy(start);
        writeLoader();
      }
      copy(end);
    },
    oncomment() {
      copy(parser.endIndex + 1);
    },
    onprocessinginstruction() {
      copy(parser.endIndex + 1);
    },
  });

  const flush = () => {
    const text = out.join("");
    out = [];
    return text;
  };

  return {
    report,
    write(chunk) {
      source = source.slice(pos - base) + chunk;
      base = pos;
      parser.write(chunk);
      return flush();
    },
    end() {
      parser.end();
      if (dropping) drop(base + source.length);
      else copy(base + source.length, raw ?? "markup");
      // A page cut short of </body> still gets its scripts.
      if (deferred.length) writeLoader();
      report.scriptHashes = [...hashes];
      return flush();
    },
  };
}

/** `html` rewritten whole, with its report. */
export function paintFirst(html: string, options: PaintFirstOptions): { html: string; report: PaintFirstReport } {
  const rewriter = createPaintFirstRewriter(options);
  const text = rewriter.write(html) + rewriter.end();
  return { html: text, report: rewriter.report };
}
