import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { LinkChecker, LinkState } from "linkinator";
import { getTopics } from "../../content";
import { CHECKOUT_PATH } from "../../lib/funnel/checkout";
import { getHub, HUB_IDS, siteUrl, type HubId } from "../../lib/hubs/registry";
import { E2E_PORT } from "../../playwright.config";
import { jaccard, readPage, readSite, shingles, type SitePage } from "../support/site-pages.mjs";

/**
 * The built site as search engines read it: every topic page on its own hub
 * only, in its sitemap and reachable from home; one page per query (a page
 * near-copied on another hub defers to its twin and leaves its sitemap);
 * titles, descriptions, one h1 and a social card; structured data without
 * errors; valid HTML; no broken links. Every page is fetched once.
 */
// In order, in one worker (the page cache is per worker); a failure does not skip the rest.
test.describe.configure({ mode: "default", timeout: 120_000 });

const PORT = E2E_PORT;
type Site = Awaited<ReturnType<typeof readSite>>;
let sitePromise: Promise<Site> | null = null;
const site = () => (sitePromise ??= readSite(PORT, HUB_IDS));
const page = (hub: HubId, path: string) => readPage(hub, PORT, path);

/** Each hub's topic pages as the content lists them: `/industries/gun-ranges`. */
const topics = HUB_IDS.flatMap((hub) => {
  const { kind, pages } = getTopics(hub);
  return pages.map((p) => ({ hub, kind, slug: p.slug, path: `/${kind}/${p.slug}` }));
});

/** The path of a link when it points into `hub`'s own site, else null. */
function ownPath(hub: HubId, href: string): string | null {
  const url = new URL(href, siteUrl(getHub(hub)));
  return url.hostname.replace(/^www\./, "") === getHub(hub).domain ? url.pathname.replace(/(.)\/$/, "$1") : null;
}

/** A page defers to its twin: its canonical names another hub's URL, or it says noindex. */
function defers(p: SitePage): boolean {
  if (/\bnoindex\b/.test(p.robots)) return true;
  if (!p.canonical) return false;
  return (
    new URL(p.canonical, siteUrl(getHub(p.hub as HubId))).hostname.replace(/^www\./, "") !==
    getHub(p.hub as HubId).domain
  );
}

const allPages = async () => Object.values(await site()).flatMap((s) => s.pages);

test.beforeAll(async () => {
  await site();
});

test("every topic page is served on its hub only, listed in its sitemap only, and reachable from its home", async () => {
  const s = await site();
  const problems: string[] = [];
  for (const t of topics) {
    const own = await page(t.hub, t.path);
    if (own.status !== 200) problems.push(`${t.hub}${t.path}: ${own.status}, expected 200`);
    for (const other of HUB_IDS.filter((h) => h !== t.hub)) {
      const there = await page(other, t.path);
      if (there.status !== 404) problems.push(`${other}${t.path}: ${there.status}, expected 404`);
      if (s[other].paths.includes(t.path)) problems.push(`${other}'s sitemap lists ${t.path}`);
    }
    if (!s[t.hub].paths.includes(t.path)) problems.push(`${t.hub}'s sitemap misses ${t.path}`);
    const home = await page(t.hub, "/");
    const homeLinks = home.links.map((href) => ownPath(t.hub, href));
    if (homeLinks.includes(t.path)) continue;
    const index = await page(t.hub, `/${t.kind}`);
    const fromIndex = index.links.map((href) => ownPath(t.hub, href)).includes(t.path);
    if (!(homeLinks.includes(`/${t.kind}`) && index.status === 200 && fromIndex)) {
      problems.push(`${t.hub}${t.path}: not linked from home, nor from /${t.kind} linked from home`);
    }
  }
  expect(problems).toEqual([]);
  // The content names every audience the hubs sell to.
  expect(getTopics("marque").pages.length).toBe(11);
  expect(getTopics("percymd").pages.length).toBe(6);
  expect(getTopics("percytech").pages.length).toBeGreaterThanOrEqual(4);
  expect(getTopics("percytext").pages.length).toBeGreaterThanOrEqual(4);
});

test("a path served on several hubs has its own text on each (Jaccard < 0.5), or defers and leaves its sitemap", async () => {
  const s = await site();
  const paths = [...new Set(HUB_IDS.flatMap((h) => s[h].paths))].sort();
  const problems: string[] = [];
  for (const path of paths) {
    const present = (await Promise.all(HUB_IDS.map((h) => page(h, path)))).filter((p) => p.status === 200);
    for (const p of present) {
      if (defers(p) && s[p.hub].paths.includes(path)) problems.push(`${p.hub}${path} defers but its sitemap lists it`);
    }
    for (let i = 0; i < present.length; i++) {
      for (let j = i + 1; j < present.length; j++) {
        const [a, b] = [present[i], present[j]];
        const value = jaccard(shingles(a.mainText), shingles(b.mainText));
        if (value >= 0.5 && !defers(a) && !defers(b)) {
          problems.push(`${path}: ${a.hub} vs ${b.hub} Jaccard ${value.toFixed(2)}, neither defers`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test("topic pages share at most 30% of their 5-word shingles, across all hubs", async () => {
  const served = (await Promise.all(topics.map((t) => page(t.hub, t.path)))).filter((p) => p.status === 200);
  const sets = served.map((p) => shingles(p.mainText));
  const problems: string[] = [];
  for (let i = 0; i < served.length; i++) {
    for (let j = i + 1; j < served.length; j++) {
      const value = jaccard(sets[i], sets[j]);
      if (value > 0.3) {
        problems.push(`${served[i].hub}${served[i].path} vs ${served[j].hub}${served[j].path}: ${value.toFixed(2)}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("every indexable page: a unique title of at most 60 characters, a unique description of 70-160, one h1, a social card", async () => {
  const pages = await allPages();
  const problems: string[] = [];
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const p of pages) {
    const where = `${p.hub}${p.path}`;
    if (p.status !== 200) problems.push(`${where}: listed in the sitemap but answers ${p.status}`);
    if (!p.title || p.title.length > 60)
      problems.push(`${where}: title ${JSON.stringify(p.title)} (${p.title?.length ?? 0})`);
    const d = p.description ?? "";
    if (d.length < 70 || d.length > 160) problems.push(`${where}: description of ${d.length} characters`);
    for (const key of ["title", "description"] as const) {
      const value = p[key];
      if (!value) continue;
      const first = seen[key].get(value);
      if (first) problems.push(`${where}: same ${key} as ${first}: ${JSON.stringify(value)}`);
      else seen[key].set(value, where);
    }
    if (p.h1Count !== 1) problems.push(`${where}: ${p.h1Count} h1`);
    if (!p.ogImage) problems.push(`${where}: no og:image`);
  }
  expect(problems).toEqual([]);
});

test("the structured-data validator finds 0 errors on every indexable page of every hub", async () => {
  const validator = new Validator();
  const problems: string[] = [];
  for (const p of await allPages()) {
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: false }).parse(p.html);
    const issues = await validator.validate(extracted);
    for (const issue of issues.filter((i) => i.severity === "ERROR")) {
      const type =
        issue.path
          ?.map((step) => step.type)
          .filter(Boolean)
          .join(" > ") ?? "?";
      problems.push(`${p.hub}${p.path} [${type}]: ${issue.issueMessage}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the W3C Nu checker finds 0 HTML errors on the topic pages and Marque's indexable pages", async () => {
  const s = await site();
  const chosen = [
    ...s.marque.pages,
    ...(await Promise.all(topics.map((t) => page(t.hub, t.path)))),
    ...(await Promise.all(HUB_IDS.map((h) => page(h, `/${getTopics(h).kind}`)))),
  ].filter((p, i, all) => p.status === 200 && all.findIndex((q) => q.hub === p.hub && q.path === p.path) === i);
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files = chosen.map((p, i) => {
      const file = join(dir, `${i}-${p.hub}${p.path.replace(/\W+/g, "_")}.html`);
      writeFileSync(file, p.html);
      return file;
    });
    // One short run: the JVM's quick compiler only uses half the CPU for the same findings (the checker's schema
    // then needs a larger stack).
    const java = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
    const run = spawnSync(
      "java",
      [...java, "-jar", "node_modules/vnu-jar/build/dist/vnu.jar", "--format", "json", "--stdout", ...files],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(run.stdout || "{}") as {
      messages?: { type: string; url?: string; message: string; lastLine?: number }[];
    };
    expect(messages, run.stderr).toBeDefined();
    const errors = (messages ?? [])
      .filter((m) => m.type === "error" && !m.message.startsWith("CSS:"))
      .map((m) => `${m.url?.split("/").pop()}:${m.lastLine ?? "?"} ${m.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A loopback proxy for one hub: a name Node resolves, forwarded with the hub's Host header. */
function hubProxy(hub: HubId): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `${hub}.localhost:${PORT}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
    }),
  );
}

test("linkinator over the four hubs from their home pages finds 0 broken links", async () => {
  const proxies = await Promise.all(HUB_IDS.map(hubProxy));
  try {
    const origins = new Set(proxies.map((p) => p.origin));
    // Links to a hub's own domain (or its local host) are read from that hub's proxy.
    const urlRewriteExpressions = HUB_IDS.flatMap((hub, i) => [
      {
        pattern: new RegExp(`^https?://(www\\.)?${getHub(hub).domain.replace(/\./g, "\\.")}(?=/|$)`),
        replacement: proxies[i].origin,
      },
      { pattern: new RegExp(`^https?://${hub}\\.localhost:${PORT}(?=/|$)`), replacement: proxies[i].origin },
    ]);
    const result = await new LinkChecker().check({
      path: proxies.map((p) => `${p.origin}/`),
      recurse: true,
      concurrency: 8,
      timeout: 20_000,
      urlRewriteExpressions,
      // Other hosts (mail, phone, the hosted checkout, the world) are not ours to check.
      linksToSkip: async (link) => {
        let url: URL;
        try {
          url = new URL(link);
        } catch {
          return true;
        }
        return !origins.has(url.origin) || url.pathname.startsWith(CHECKOUT_PATH);
      },
    });
    const broken = result.links
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => `${l.url} (${l.status ?? "no answer"}) on ${l.parent ?? "?"}`);
    expect(broken).toEqual([]);
    expect(result.links.filter((l) => l.state === LinkState.OK).length).toBeGreaterThan(HUB_IDS.length * 5);
  } finally {
    await Promise.all(proxies.map((p) => new Promise((r) => p.server.close(r))));
  }
});
