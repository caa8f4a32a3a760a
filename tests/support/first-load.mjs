// First-load JavaScript of a page: the gzip -9 size of every script the
// server-rendered HTML references, as a browser would fetch them, whether
// tagged or loaded after the first paint.
import { gzipSync } from "node:zlib";
import { jiti } from "../../scripts/lib/database.mjs";

export async function firstLoadJs(origin, path, host) {
  const headers = host ? { host } : {};
  const { pageScripts } = await jiti.import("@/lib/html/page-scripts.ts");
  const html = await (await fetch(`${origin}${path}`, { headers })).text();
  const sources = pageScripts(html);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin), { headers })).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: sources.length, rawBytes, gzipBytes };
}
