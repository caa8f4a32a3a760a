import { buildBareApp, startBareApp } from "./bare-app.mjs";
import { benchTapInp } from "./tap-inp.mjs";
import { startProcess, waitForHttp, freePort } from "./lib.mjs";
import { readFileSync } from "node:fs";
const root = process.argv[2];
const homeBytes = readFileSync(root + "/.next/server/app/marque.html").length;
const dir = buildBareApp(process.cwd(), { htmlBytes: homeBytes, name: "bare-same-size", reuse: true });
const bare = await startBareApp(dir);
const port = await freePort();
const s = startProcess(root + "/node_modules/.bin/next", ["start", "-p", String(port)], { cwd: root, env: { ...process.env, DATA_DIR: "/tmp/tap-data" } });
await waitForHttp(`http://127.0.0.1:${port}/robots.txt`);
try { console.log(JSON.stringify(await benchTapInp({ root: process.cwd(), port, bareUrl: bare.url, runs: 3 }))); }
finally { await s.stop(); await bare.stop(); }
