import { nextAttribution, parseStored, touchFrom } from "@/lib/attribution/capture";
import { cleanValue, sourceLabel, sourceMedium } from "@/lib/attribution/rules";
import { attributionSchema, optionalAttribution } from "@/lib/validation/attribution";
import { choosePeriod } from "@/lib/attribution/period";
import { ATTRIBUTION_CSV_COLUMNS, attributionCells } from "@/lib/attribution/csv";

const NOW = new Date("2026-11-25T10:00:00.000Z");
const land = (href: string, referrer = "") => touchFrom({ href, referrer, now: NOW });

describe("a landing's touch", () => {
  test("keeps the campaign parameters, click ids, the other site's host and the path, never the rest of the query", () => {
    const touch = land(
      "https://percymd.com/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=fall-2026&utm_term=sms%20crm&utm_content=hero&gclid=Cj0KCQ_abc-1&fbclid=IwAR2x&msclkid=9f8e&email=ada@example.com",
      "https://www.google.com/search?q=secret",
    );
    expect(touch).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "fall-2026",
      utm_term: "sms crm",
      utm_content: "hero",
      gclid: "Cj0KCQ_abc-1",
      fbclid: "IwAR2x",
      msclkid: "9f8e",
      referrer_host: "www.google.com",
      landing_path: "/pricing",
      landed_at: NOW.toISOString(),
    });
    expect(JSON.stringify(touch)).not.toContain("ada@example.com");
    expect(JSON.stringify(touch)).not.toContain("secret");
  });

  test("our own host is not a referral; a value with markup or over its length is dropped", () => {
    const touch = land(
      `https://percymd.com/?utm_source=%3Cscript%3E&utm_medium=${"m".repeat(201)}&gclid=a%22b`,
      "https://percymd.com/about",
    );
    expect(touch.referrer_host).toBeNull();
    expect(touch.utm_source).toBeNull();
    expect(touch.utm_medium).toBeNull();
    expect(touch.gclid).toBeNull();
    expect(touch.landing_path).toBe("/");
  });

  test("a referrer that is not a web page (or not a URL) is not kept", () => {
    expect(land("https://percymd.com/", "android-app://com.google/").referrer_host).toBeNull();
    expect(land("https://percymd.com/", "not a url").referrer_host).toBeNull();
  });
});

describe("first and last touch", () => {
  const ad = land("https://percymd.com/?utm_source=google&utm_medium=cpc&utm_campaign=a");
  const direct = land("https://percymd.com/faq");
  const referral = land("https://percymd.com/", "https://news.example.org/post");
  const mail = land("https://percymd.com/?utm_source=newsletter&utm_medium=email&utm_campaign=b");

  test("the session's first landing is both touches", () => {
    expect(nextAttribution(null, ad)).toEqual({ first: ad, last: ad });
    expect(nextAttribution(null, direct)).toEqual({ first: direct, last: direct });
  });

  test("a later campaign or referral landing replaces the last touch only", () => {
    const afterMail = nextAttribution({ first: ad, last: ad }, mail);
    expect(afterMail).toEqual({ first: ad, last: mail });
    expect(nextAttribution(afterMail, referral)).toEqual({ first: ad, last: referral });
  });

  test("a direct or internal landing changes nothing", () => {
    const stored = { first: ad, last: mail };
    expect(nextAttribution(stored, direct)).toBe(stored);
    expect(nextAttribution(stored, land("https://percymd.com/contact", "https://percymd.com/"))).toBe(stored);
  });

  test("stored values are cleaned again when read; anything unreadable is nothing", () => {
    const tampered = JSON.stringify({ first: { ...ad, utm_source: "<b>x</b>" }, last: mail });
    const read = parseStored(tampered);
    expect(read?.first.utm_source).toBeNull();
    expect(read?.first.utm_campaign).toBe("a");
    expect(read?.last).toEqual(mail);
    expect(parseStored("{oops")).toBeNull();
    expect(parseStored(JSON.stringify({ first: ad }))).toBeNull();
    expect(parseStored(null)).toBeNull();
  });
});

describe("the server's schema", () => {
  const ok = land("https://percymd.com/?utm_source=google&utm_medium=cpc&utm_campaign=fall");

  test("takes what the browser sends", () => {
    expect(attributionSchema.parse({ first: ok, last: ok })).toEqual({ first: ok, last: ok });
  });

  test("refuses values over their length or outside their charset, naming the field", () => {
    for (const [field, value] of [
      ["utm_source", "x".repeat(201)],
      ["utm_campaign", 'a"b'],
      ["utm_term", "a<b"],
      ["gclid", "a b"],
      ["referrer_host", "Evil Host"],
      ["landing_path", "javascript:alert(1)"],
      ["landed_at", "yesterday"],
    ] as const) {
      const result = attributionSchema.safeParse({ first: { ...ok, [field]: value }, last: ok });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].path).toEqual(["first", field]);
    }
  });

  test("absent (no JavaScript) is null; empty strings are null", () => {
    expect(optionalAttribution.parse(undefined)).toBeNull();
    expect(attributionSchema.parse({ first: { ...ok, utm_term: "" }, last: ok }).first.utm_term).toBeNull();
  });

  test("the browser's cleaning and the schema agree on every kept value", () => {
    for (const value of ["fall-2026", "Q4 / promo (A)", "été", "x".repeat(200), "a&b=c", "50%"]) {
      expect(cleanValue("utm_campaign", value)).toBe(value);
      expect(attributionSchema.safeParse({ first: { ...ok, utm_campaign: value }, last: ok }).success).toBe(true);
    }
  });
});

describe("source and medium", () => {
  test("utm first, then the ad network of a click id, then the referring site, then direct", () => {
    const base = land("https://percymd.com/");
    expect(sourceMedium({ ...base, utm_source: "newsletter" })).toEqual({ source: "newsletter", medium: "(not set)" });
    expect(sourceMedium({ ...base, gclid: "abc" })).toEqual({ source: "google", medium: "cpc" });
    expect(sourceMedium({ ...base, msclkid: "abc" })).toEqual({ source: "bing", medium: "cpc" });
    expect(sourceMedium({ ...base, fbclid: "abc" })).toEqual({ source: "facebook", medium: "social" });
    expect(sourceMedium({ ...base, referrer_host: "news.example.org" })).toEqual({
      source: "news.example.org",
      medium: "referral",
    });
    expect(sourceLabel(base)).toBe("direct / none");
  });

  test("a lead whose form sent nothing is direct / unknown, in the CSV too", () => {
    expect(sourceLabel(null)).toBe("direct / unknown");
    const cells = attributionCells(undefined);
    expect(cells).toHaveLength(ATTRIBUTION_CSV_COLUMNS.length);
    expect(cells.slice(0, 3)).toEqual(["direct", "unknown", "(not set)"]);
  });
});

describe("the report's period", () => {
  test("defaults to the last 30 UTC days; a valid choice is kept", () => {
    expect(choosePeriod(undefined, undefined, NOW)).toEqual({ from: "2026-10-27", to: "2026-11-25", problem: null });
    expect(choosePeriod("2026-11-01", "2026-11-07", NOW)).toEqual({
      from: "2026-11-01",
      to: "2026-11-07",
      problem: null,
    });
  });

  test("an impossible day, a reversed or an over-long period falls back and says why", () => {
    expect(choosePeriod("2026-02-30", "2026-03-01", NOW).problem).toMatch(/dates like/);
    expect(choosePeriod("2026-11-07", "2026-11-01", NOW).problem).toMatch(/before the start/);
    expect(choosePeriod("2024-01-01", "2026-11-01", NOW).problem).toMatch(/at most a year/);
    expect(choosePeriod("2026-11-07", "2026-11-01", NOW).from).toBe("2026-10-27");
  });
});

describe("the contact route's schema", () => {
  test("keeps the form's fields and the attribution; without it the lead is told nothing", async () => {
    const { contactRequestSchema } = await import("@/lib/validation/contact-request");
    const touch = touchFrom({ href: "https://percymd.com/?utm_source=x", referrer: "", now: NOW });
    const form = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
    const parsed = contactRequestSchema.parse({ ...form, attribution: { first: touch, last: touch } });
    expect(parsed.firstName).toBe("Ada");
    expect(parsed.attribution?.first.utm_source).toBe("x");
    expect(contactRequestSchema.parse(form).attribution).toBeNull();
    const bad = contactRequestSchema.safeParse({
      ...form,
      attribution: { first: { ...touch, gclid: "a b" }, last: touch },
    });
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["attribution.first.gclid"]);
  });
});
