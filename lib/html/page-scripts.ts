import { Parser } from "htmlparser2";
import { AFTER_PAINT_ATTRIBUTE } from "./first-paint-loader";

/** Every script a page names: its `<script src>` tags (the noModule one included) and its deferred list. */
export function pageScripts(html: string): string[] {
  const found = new Set<string>();
  const parser = new Parser({
    onopentag(name, attribs) {
      if (name !== "script") return;
      if (attribs.src) found.add(attribs.src);
      for (const src of (attribs[AFTER_PAINT_ATTRIBUTE] ?? "").split(" ")) if (src) found.add(src);
    },
  });
  parser.end(html);
  return [...found];
}
