#!/usr/bin/env node
/**
 * Writes public/<hub>/og-image.jpg (1200×630) for every hub: the SPEC §2
 * default social image path. The proxy rewrites /og-image.jpg to
 * /<hub>/og-image.jpg, so each host serves its own card.
 *
 * The card itself is app/[hub]/opengraph-image.tsx (one design, one source
 * of brand data): this script renders it with `next start`, drops the PNG
 * into a tiny HTML template and screenshots it as JPEG with Chromium.
 * Run once after changing the card: `node scripts/make-og-images.mjs`.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { ensureBuild, getAsHub, startNext } from "./lib/next-server.mjs";

const HUBS = ["marque", "percytech", "percymd", "percytext"];
const WIDTH = 1200;
const HEIGHT = 630;

ensureBuild();
const server = await startNext();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const hub of HUBS) {
    const res = await getAsHub(hub, server.port, "/opengraph-image");
    if (res.status !== 200) throw new Error(`${hub}: opengraph-image answered ${res.status}`);
    const png = res.body.toString("base64");
    await page.setContent(
      `<!doctype html><html><body style="margin:0"><img alt="" width="${WIDTH}" height="${HEIGHT}" src="data:image/png;base64,${png}"></body></html>`,
    );
    await page.locator("img").evaluate((img) => img.decode());
    mkdirSync(`public/${hub}`, { recursive: true });
    await page.screenshot({ path: `public/${hub}/og-image.jpg`, type: "jpeg", quality: 85 });
    console.log(`public/${hub}/og-image.jpg`);
  }
} finally {
  await browser.close();
  server.stop();
}
