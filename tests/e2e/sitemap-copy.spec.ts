import { statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { replyWordProblems } from "../../lib/compliance/reply-words";
import { HUB_IDS, type HubId } from "../../lib/hubs/registry";
import { INDEXABLE_PATHS } from "../../lib/navigation/routes";
import { getTopics } from "../../content";
import { sharedPageDates, topicIndexDates, topicPageDates, type PageDates } from "../../content/page-dates";
import { E2E_PORT } from "../../playwright.config";
import { documentText, jsonLd, readPage, sitemapEntries, type SitemapEntry } from "../support/site-pages.mjs";
import { firstCommitDate } from "../support/git-dates.mjs";

/**
 * Every page of every hub's sitemap, as the built server serves it, says only what the product does and says
 * it in US English: no sample or sentence asks for a reply word the engine reads as something else ("Reply
 * CANCEL" ends the subscription, "Reply INFO" gets the HELP answer, "Reply YES" gives consent), no British
 * spelling, and every lastmod lies between the page's first version and the build. The first version is kept
 * beside each page's `updated` date and held to git's history where the clone has it.
 */
test.describe.configure({ mode: "default", timeout: 120_000 });

/** British spellings (each with its inflections) a US site does not use. */
const IZE_STEMS = [
  "apologis",
  "authoris",
  "capitalis",
  "caramelis",
  "categoris",
  "centralis",
  "characteris",
  "criticis",
  "customis",
  "emphasis",
  "familiaris",
  "finalis",
  "harmonis",
  "immunis",
  "incentivis",
  "itemis",
  "legalis",
  "localis",
  "maximis",
  "memoris",
  "minimis",
  "mobilis",
  "monetis",
  "normalis",
  "optimis",
  "organis",
  "pasteuris",
  "personalis",
  "prioritis",
  "publicis",
  "realis",
  "recognis",
  "sanitis",
  "scrutinis",
  "specialis",
  "stabilis",
  "standardis",
  "sterilis",
  "subsidis",
  "summaris",
  "synchronis",
  "utilis",
  "visualis",
];
const BRITISH_WORDS = [
  `(?:${IZE_STEMS.join("|")})(?:e|es|ed|ing|ation|ations|er|ers)`,
  "(?:analy|paraly|cataly)s(?:e|ed|ing)",
  "(?:honou|colou|favou|behaviou|neighbou|flavou|labou|harbou|humou|rumou|vapou|odou|savou|endeavou|armou|parlou)r\\w*",
  "(?:valou|vigou|candou|saviou)r",
  "(?:centre|theatre|metre|litre|fibre|calibre|sabre)[sd]?",
  "(?:lustre|sombre|spectre)",
  "licen(?:ce[sd]?|cing)",
  "(?:defence|offence|pretence)s?",
  "practis(?:e|es|ed|ing)",
  "(?:cancel|travel|label|model|fuel|signal|dial|counsel|marvel|total|level|channel)l(?:ed|ing)",
  "travell(?:er|ers)",
  "counsell(?:or|ors)",
  "jewellery",
  "enrol(?:s|ment|ments)?",
  "fulfil(?:s|ment)?",
  "instalments?",
  "(?:skil|wil)ful",
  "programmes?",
  "catalogue[sd]?",
  "analogue",
  "cheques?",
  "judgements?",
  "ageing",
  "grey",
  "tyres?",
  "kerbs?",
  "aluminium",
  "storeys?",
  "moulds?",
  "ploughs?",
  "sceptic\\w*",
  "learnt",
  "whilst",
  "draughts?",
  "cosy",
  "manoeuvr\\w*",
  "(?:paediatric|orthopaedic|anaesthe|haemo|gynaecolog|oestrogen|foet|diarrhoea|oedema|leukaemia|anaemi)\\w*",
];
const BRITISH = new RegExp(`(?<![\\p{L}])(?:${BRITISH_WORDS.join("|")})(?![\\p{L}])`, "giu");

/** A sitemap page: its hub, entry, what the content says its dates are, and the file its first version is. */
interface Listed {
  hub: HubId;
  entry: SitemapEntry;
  dates: PageDates | null;
  source: string | null;
}

/** The content's dates of a listed path and the file whose first commit is that page's first version. */
function datesOf(hub: HubId, path: string): Pick<Listed, "dates" | "source"> {
  const { kind } = getTopics(hub);
  const [, first, slug] = path.split("/");
  if ((INDEXABLE_PATHS as readonly string[]).includes(path)) {
    const dir = path === "/" ? "" : path;
    return {
      dates: sharedPageDates(hub, path as (typeof INDEXABLE_PATHS)[number]),
      source: `app/[hub]${dir}/page.tsx`,
    };
  }
  if (first === kind && !slug) return { dates: topicIndexDates(hub), source: `app/[hub]/${kind}/page.tsx` };
  if (first === kind && slug) {
    return { dates: topicPageDates(hub, slug) ?? null, source: `content/${hub}/${kind}/${slug}.ts` };
  }
  return { dates: null, source: null };
}

let listed: Promise<Listed[]> | null = null;
const site = () =>
  (listed ??= (async () => {
    const all: Listed[] = [];
    for (const hub of HUB_IDS) {
      for (const entry of await sitemapEntries(hub, E2E_PORT)) all.push({ hub, entry, ...datesOf(hub, entry.path) });
    }
    return all;
  })());

async function served({ hub, entry }: Listed) {
  const page = await readPage(hub, E2E_PORT, entry.path);
  expect(page.status, `${hub}${entry.path}`).toBe(200);
  return page;
}

/** The day the served build was made (UTC), which no lastmod may pass. */
const buildDay = statSync(".next/BUILD_ID").mtime.toISOString().slice(0, 10);

test("no page asks for a reply word the engine reads as something else", async () => {
  const problems: string[] = [];
  for (const item of await site()) {
    const text = documentText((await served(item)).html);
    for (const p of replyWordProblems(text)) problems.push(`${item.hub}${item.entry.path}: ${p.message}`);
  }
  expect(problems).toEqual([]);
});

test("every page is in US spelling", async () => {
  const problems: string[] = [];
  for (const item of await site()) {
    const text = documentText((await served(item)).html);
    for (const line of text.split("\n")) {
      for (const [word] of line.matchAll(BRITISH))
        problems.push(`${item.hub}${item.entry.path}: "${word}" in "${line}"`);
    }
  }
  expect(problems).toEqual([]);
});

test("every lastmod lies between the page's first version and the build, and matches its dateModified", async () => {
  const problems: string[] = [];
  for (const item of await site()) {
    const { hub, entry, dates, source } = item;
    const at = `${hub}${entry.path}`;
    if (!dates) {
      // Client programs' pages live in the database: undated, never given an invented date.
      if (entry.lastmod !== null) problems.push(`${at}: lastmod ${entry.lastmod} for a page the content does not date`);
      continue;
    }
    if (entry.lastmod !== dates.updated)
      problems.push(`${at}: lastmod ${entry.lastmod}, content says ${dates.updated}`);
    if (dates.updated > buildDay) problems.push(`${at}: lastmod ${dates.updated} is after the build (${buildDay})`);
    if (dates.updated < dates.published) {
      problems.push(`${at}: lastmod ${dates.updated} is before the page's first version (${dates.published})`);
    }
    const fromGit = source ? firstCommitDate(source) : null;
    if (fromGit !== null && fromGit !== dates.published) {
      problems.push(`${at}: first version kept as ${dates.published}, git first added ${source} on ${fromGit}`);
    }
    const modified = jsonLd((await served(item)).html).flatMap((ld) => {
      const value = (ld as { dateModified?: unknown }).dateModified;
      return value === undefined ? [] : [value];
    });
    for (const value of modified) if (value !== entry.lastmod) problems.push(`${at}: dateModified ${value}`);
    if (entry.path.split("/").length === 3 && modified.length === 0) problems.push(`${at}: no dateModified`);
  }
  expect(problems).toEqual([]);
});
