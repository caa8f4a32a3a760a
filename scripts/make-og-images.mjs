#!/usr/bin/env node
/**
 * Writes public/<hub>/og-image.jpg (1200×630) for every hub: the
 * default social image path. The proxy rewrites /og-image.jpg to
 * /<hub>/og-image.jpg, so each host serves its own card.
 *
 * The card itself is app/[hub]/opengraph-image.tsx (one design, one source
 * of brand data): this script renders it with `next start`, drops the PNG
 * into a tiny HTML template and screenshots it as JPEG with Chromium.
 * It also writes public/<hub>/icon.svg, the hub's mark as drawn by the site
 * header (components/site/hub-logo.tsx), linked as the page icon so browsers
 * do not request a missing /favicon.ico.
 * Run once after changing the card or the mark: `npm run og-images`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { getAsHub, startNext } from "../tests/support/next-server.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const { HUB_IDS: HUBS } = await import("../lib/hubs/registry.ts");
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

    const home = (await getAsHub(hub, server.port, "/")).body.toString();
    const mark = home.match(/<svg[^>]*viewBox="0 0 32 32"[^>]*>([\s\S]*?)<\/svg>/);
    if (!mark) throw new Error(`${hub}: no logo mark in the header`);
    writeFileSync(
      `public/${hub}/icon.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${mark[1]}</svg>\n`,
    );
    console.log(`public/${hub}/icon.svg`);
  }
} finally {
  await browser.close();
  await server.stop();
}
