// The Lighthouse batch of `npm run lighthouse` and `npm run bench`: our pages
// on every hub beside two bare Next 16 pages (one paragraph, and one the size
// of our home page), built with this project's Next and audited in the same
// batch, one audit at a time (tests/support/lighthouse-runner.mjs).
import os from "node:os";
import path from "node:path";
import { readFileSync } from "node:fs";
import { buildBareApp, startBareApp } from "./bare-app.mjs";
import { getAsHub, startNext } from "../tests/support/next-server.mjs";
import { auditTargets, FOREIGN_LIMIT, QUIET_LOAD } from "../tests/support/lighthouse-runner.mjs";

export const { HUB_IDS: LIGHTHOUSE_HUBS } = await import("../lib/hubs/registry.ts");
export const LIGHTHOUSE_PATHS = ["/", "/pricing", "/contact", "/faq", "/clients/donsbt", "/opt-in-check"];

/**
 * A hub's topic index and its first topic page (`/industries`, `/industries/cigar-lounges`;
 * `/solutions/…` on the hubs that sell offerings), read from the hub's own sitemap.
 */
async function topicPaths(hub, port) {
  const { body } = await getAsHub(hub, port, "/sitemap.xml");
  const paths = [...body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const index = paths.find((p) => /^\/(industries|solutions)$/.test(p));
  const first = paths.find((p) => index && p.startsWith(`${index}/`));
  return [index, first].filter(Boolean);
}

/**
 * One batch: `paths` on every hub, and (`withTopics`) each hub's topic index and
 * first topic page. `only` narrows it to the bare pages and ours whose label contains
 * that text (e.g. "marque /pricing"), for a check of one page. Resolves to
 * { date, machine, runsPerPage, quietLoad, foreignLimit, void, pages }.
 */
export async function lighthouseBatch({
  root,
  log = console.log,
  runs = 5,
  hubs = LIGHTHOUSE_HUBS,
  paths = LIGHTHOUSE_PATHS,
  withTopics = true,
  only,
  quietWaitMs = 120_000,
}) {
  const homeBytes = readFileSync(path.join(root, ".next/server/app/marque.html")).length;
  log(
    `bare Next pages: one paragraph, and ${(homeBytes / 1024).toFixed(0)} KB like our home (built once, then reused)…`,
  );
  const minimalDir = buildBareApp(root, { htmlBytes: 0, name: "bare-minimal", reuse: true });
  const sameSizeDir = buildBareApp(root, { htmlBytes: homeBytes, name: "bare-same-size", reuse: true });
  const servers = [];
  try {
    const ours = await startNext({ LOG_LEVEL: "ERROR", RATE_LIMIT_RELAXED: "1" });
    servers.push(ours);
    const minimal = await startBareApp(minimalDir);
    servers.push(minimal);
    const sameSize = await startBareApp(sameSizeDir);
    servers.push(sameSize);
    let targets = [
      { label: "bare Next, one paragraph", url: minimal.url, reference: true },
      { label: "bare Next, same size as home", url: sameSize.url, reference: true },
      // *.localhost resolves to loopback in Chromium, so each hub is its own host.
      ...(
        await Promise.all(
          hubs.map(async (hub) =>
            [...paths, ...(withTopics ? await topicPaths(hub, ours.port) : [])].map((p) => ({
              label: `${hub} ${p}`,
              url: `http://${hub}.localhost:${ours.port}${p}`,
            })),
          ),
        )
      ).flat(),
    ];
    if (only) targets = targets.filter((t) => t.reference || t.label.includes(only));
    // Warm each server's code paths once, unmeasured, so no audit pays for a cold start.
    for (const t of targets) await warm(t.url.replace(/\/\/[a-z]+\.localhost:/, "//127.0.0.1:"), hostOf(t.url));
    const pages = await auditTargets({ targets, runs, log, quietWaitMs });
    return {
      date: new Date().toISOString(),
      lighthouseVersion: JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"))
        .version,
      machine: { cpus: os.cpus().length, node: process.version },
      runsPerPage: runs,
      quietLoad: QUIET_LOAD,
      foreignLimit: FOREIGN_LIMIT,
      void: pages.some((p) => p.void),
      pages,
    };
  } finally {
    for (const s of servers) await s.stop();
  }
}

function hostOf(url) {
  const { host } = new URL(url);
  return host.includes("localhost") ? { host } : {};
}

/**
 * One unmeasured request, its body read to the end. A reset of a pooled
 * keep-alive socket that the server closed while idle is a transport race,
 * not an answer: tried again, up to three times.
 */
async function warm(url, headers) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await (await fetch(url, { headers })).arrayBuffer();
      return;
    } catch (error) {
      if (attempt >= 3 || error?.cause?.code !== "ECONNRESET") throw error;
    }
  }
}
