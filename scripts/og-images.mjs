#!/usr/bin/env node
/**
 * Renders each hub's default social image (SPEC §2: og-image.jpg) with the
 * system Chromium: public/<hub>/og-image.jpg, 1200×630. The proxy rewrites
 * /og-image.jpg to /<hub>/og-image.jpg, so every domain serves its own.
 * Run after changing a hub's name or colours: node scripts/og-images.mjs
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import ts from "typescript";

/** Import a dependency-free TypeScript module (the registry) without a loader. */
async function importTs(path) {
  const { outputText } = ts.transpileModule(readFileSync(path, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`);
}

const { HUBS, HUB_IDS } = await importTs("lib/hubs/registry.ts");
// SPEC §1: the default description (lib/seo.ts DEFAULT_DESCRIPTION).
const DEFAULT_DESCRIPTION = "Compliant texting, customer engagement and growth tools for businesses.";

const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function html(hub) {
  const { primary, secondary, accent } = hub.colors;
  return `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;gap:28px;padding:0 96px;box-sizing:border-box;font-family:'DejaVu Sans',sans-serif;color:#fff;background:linear-gradient(135deg,${primary} 0%,${secondary} 100%)">
  <div style="display:flex;align-items:center;gap:32px">
    <svg width="140" height="140" viewBox="0 0 32 32"><rect x="1" y="3" width="30" height="22" rx="7" fill="#fff"/><path d="M8 25 L8 31 L15 25 Z" fill="#fff"/><circle cx="10" cy="14" r="2.6" fill="${primary}"/><circle cx="16" cy="14" r="2.6" fill="${secondary}"/><circle cx="22" cy="14" r="2.6" fill="${accent}"/></svg>
    <div style="font-size:110px;font-weight:700;letter-spacing:-2px;text-shadow:0 2px 12px rgba(0,0,0,.25)">${escape(hub.name)}</div>
  </div>
  <div style="font-size:40px;line-height:1.3;max-width:960px;text-shadow:0 1px 8px rgba(0,0,0,.3)">${escape(DEFAULT_DESCRIPTION)}</div>
</body></html>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const id of HUB_IDS) {
  await page.setContent(html(HUBS[id]));
  mkdirSync(`public/${id}`, { recursive: true });
  await page.screenshot({ path: `public/${id}/og-image.jpg`, type: "jpeg", quality: 82 });
  console.log(`public/${id}/og-image.jpg`);
}
await browser.close();
