import { getTopics, type TopicPage } from "@/content";
import { HUB_IDS, HUBS, type HubId } from "@/lib/hubs/registry";

/** Every string a page renders, slugs and dates aside. */
function strings(value: unknown, key = ""): string[] {
  if (["slug", "related", "updated", "published", "sender"].includes(key)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

const words = (page: TopicPage) =>
  strings(page)
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean);

function shingles(w: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 5 <= w.length; i++) out.add(w.slice(i, i + 5).join(" "));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

const MARQUE_AUDIENCES = [
  "cigar-lounges",
  "tobacco-shops",
  "wine-bars",
  "breweries",
  "distilleries",
  "gun-ranges",
  "firearms-dealers",
  "hunting-outfitters",
  "sporting-goods-stores",
  "outdoor-recreation",
  "tactical-gear",
];
/** Tobacco, alcohol and firearms audiences: a 21+ date-of-birth gate. */
const AGE_GATED = MARQUE_AUDIENCES.filter((s) => !["sporting-goods-stores", "outdoor-recreation"].includes(s));
const PERCYTECH_PARTS = [
  "numbers-and-registration",
  "consent-records",
  "age-gated-opt-in",
  "delivery-monitoring",
  "messaging-api",
];

/** GSM-7 basic set (the characters a sample may use without forcing UCS-2). */
const GSM7 = /^[A-Za-z0-9 @$_!"#%&'()*+,\-./:;<=>?\n\r]*$/;

const written: readonly HubId[] = ["marque", "percytech"];
const everyPage = HUB_IDS.flatMap((hub) => getTopics(hub).pages.map((page) => ({ hub, page })));

describe("topic pages' content", () => {
  it("Marque has a page per retail audience, in order; PercyTech one per platform part", () => {
    expect(getTopics("marque").pages.map((p) => p.slug)).toEqual(MARQUE_AUDIENCES);
    expect(getTopics("percytech").pages.map((p) => p.slug)).toEqual(PERCYTECH_PARTS);
  });

  it.each(written)("%s: slugs are unique kebab-case, related pages exist on the same hub", (hub) => {
    const { pages } = getTopics(hub);
    const slugs = pages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const page of pages) {
      expect(page.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(page.related.length).toBeGreaterThanOrEqual(2);
      expect(page.related.length).toBeLessThanOrEqual(3);
      expect(page.related).not.toContain(page.slug);
      for (const slug of page.related) expect(slugs).toContain(slug);
    }
  });

  it.each(written)("%s: each page has its own words, samples, FAQ and a 2026 date", (hub) => {
    for (const page of getTopics(hub).pages) {
      expect({ slug: page.slug, words: words(page).length >= 500 }).toEqual({ slug: page.slug, words: true });
      expect(page.samples.length).toBeGreaterThanOrEqual(3);
      expect(page.faq.length).toBeGreaterThanOrEqual(3);
      expect(page.faq.length).toBeLessThanOrEqual(5);
      for (const list of [page.uses.points, page.rules.points]) {
        expect(list.length).toBeGreaterThanOrEqual(3);
        expect(list.length).toBeLessThanOrEqual(5);
      }
      for (const date of [page.published, page.updated]) {
        expect(date).toMatch(/^2026-\d{2}-\d{2}$/);
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      }
      expect(page.updated >= page.published).toBe(true);
    }
  });

  it.each(written)("%s: samples name the brand first, fit GSM-7 and stay short", (hub) => {
    for (const { text } of getTopics(hub).pages.flatMap((p) => p.samples)) {
      expect(text).toMatch(/^[A-Z][^:]{2,40}: \S/);
      expect(text).toMatch(GSM7);
      expect(text.length).toBeLessThanOrEqual(300);
    }
  });

  it.each(HUB_IDS)("%s: each sample card is headed by the business whose text it is, never the hub", (hub) => {
    for (const page of getTopics(hub).pages) {
      for (const sample of page.samples) {
        const sender = sample.sender ?? page.sender;
        expect({ slug: page.slug, opens: sample.text.startsWith(sender) }).toEqual({ slug: page.slug, opens: true });
        expect(sender).not.toMatch(new RegExp(`\\b(?:${HUB_IDS.map((id) => HUBS[id].name).join("|")})\\b`));
      }
    }
  });

  it("tobacco, alcohol and firearms audiences carry the 21+ gate; the others and PercyTech do not", () => {
    for (const page of getTopics("marque").pages) {
      expect({ slug: page.slug, gate: page.ageGate?.minimumAge }).toEqual({
        slug: page.slug,
        gate: AGE_GATED.includes(page.slug) ? 21 : undefined,
      });
      if (page.ageGate) expect(page.ageGate.text).toMatch(/date of birth/i);
    }
    for (const page of getTopics("percytech").pages) expect(page.ageGate).toBeUndefined();
  });

  it("titles (at most 45) and descriptions (70 to 160) are unique across every hub", () => {
    const titles = everyPage.map(({ page }) => page.title);
    const descriptions = everyPage.map(({ page }) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const { page } of everyPage) {
      expect(page.title.length).toBeLessThanOrEqual(45);
      expect(page.description.length).toBeGreaterThanOrEqual(70);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("no two topic pages on any hub share 30% of their 5-word shingles", () => {
    const sets = everyPage.map(({ hub, page }) => ({ id: `${hub}/${page.slug}`, s: shingles(words(page)) }));
    const over: string[] = [];
    for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++)
        if (jaccard(sets[i].s, sets[j].s) >= 0.3) over.push(`${sets[i].id} ~ ${sets[j].id}`);
    expect(over).toEqual([]);
  });
});
