import { chromium } from "@playwright/test";
import { startProcess, waitForHttp, freePort } from "./lib.mjs";
const port = await freePort();
const s = startProcess("node_modules/.bin/next", ["start", "-p", String(port)], { env: { ...process.env, DATA_DIR: "/tmp/chk-data" } });
await waitForHttp(`http://127.0.0.1:${port}/robots.txt`);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const p of ["/", "/pricing", "/contact"]) {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const msgs = [];
    page.on("console", (m) => msgs.push(`${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => msgs.push(`pageerror: ${e.message}`));
    await page.goto(`http://marque.localhost:${port}${p}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    const hydrated = await page.evaluate(() => Object.keys(document.querySelector("main section, main") ?? {}).some((k) => k.startsWith("__react")));
    console.log(p, "hydrated main:", hydrated, msgs.slice(0, 5));
    await page.close();
  }
} finally { await browser.close(); await s.stop(); }
