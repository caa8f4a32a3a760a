import { readLinkedPage, readOptInPage } from "@/lib/opt-in-check/read-page";
import { runChecks } from "@/lib/opt-in-check/rules";
import { RULE_IDS, type Check, type LinkedText } from "@/lib/opt-in-check/types";
import { OPT_IN_FIXTURES, sitePage, type OptInFixture } from "../support/opt-in-fixtures";

/**
 * The carrier-review rules on a set of opt-in pages read from their HTML: every complete page passes every
 * rule, and every other page fails exactly the rule it breaks, nothing else.
 */
function check(fixture: OptInFixture, linked?: (href: string | null) => LinkedText): Check[] {
  const page = readOptInPage(fixture.html);
  const read =
    linked ??
    ((href: string | null): LinkedText => {
      const html = sitePage(fixture, href);
      return html === null ? { text: null, reason: "the form links to no such page" } : { text: readLinkedPage(html) };
    });
  return runChecks({
    brand: fixture.brand,
    vertical: fixture.vertical,
    samples: fixture.samples,
    page,
    privacy: read(page.links.privacy),
    terms: read(page.links.terms),
  });
}

const failed = (checks: Check[]) => checks.filter((c) => c.status === "fail").map((c) => c.rule);

describe("opt-in fixtures", () => {
  it("hold at least 15 pages, some complete, and break every rule at least once", () => {
    expect(OPT_IN_FIXTURES.length).toBeGreaterThanOrEqual(15);
    expect(OPT_IN_FIXTURES.filter((f) => f.breaks === null).length).toBeGreaterThanOrEqual(3);
    const broken = new Set(OPT_IN_FIXTURES.map((f) => f.breaks));
    expect(RULE_IDS.filter((rule) => !broken.has(rule))).toEqual([]);
  });

  it.each(OPT_IN_FIXTURES.map((f) => [f.name, f] as const))("%s", (_name, fixture) => {
    const checks = check(fixture);
    expect(checks.map((c) => c.rule)).toEqual([...RULE_IDS]);
    expect(failed(checks)).toEqual(fixture.breaks ? [fixture.breaks] : []);
    const unknowns = checks.filter((c) => c.status === "unknown").map((c) => c.rule);
    // Without links the form leaves nothing to read: those two say so, and only those.
    expect(unknowns).toEqual(fixture.breaks === "disclosure-links" ? ["privacy-sharing", "terms-sms"] : []);
    for (const c of checks) {
      expect(c.anchor).toBe(`rule-${c.rule}`);
      expect(c.message.length).toBeGreaterThan(10);
      if (c.status === "fail") expect(c.fix?.length).toBeGreaterThan(10);
      else expect(c.fix).toBeUndefined();
    }
  });

  it("a privacy policy or terms that could not be read answer unknown, never fail", () => {
    const unread = (): LinkedText => ({ text: null, reason: "the page took longer than 5 seconds." });
    for (const fixture of OPT_IN_FIXTURES.filter((f) => f.breaks === null || f.breaks === "privacy-sharing")) {
      const checks = check(fixture, unread);
      const by = Object.fromEntries(checks.map((c) => [c.rule, c]));
      expect(by["privacy-sharing"].status).toBe("unknown");
      expect(by["terms-sms"].status).toBe("unknown");
      expect(by["privacy-sharing"].message).toContain("longer than 5 seconds");
      expect(failed(checks)).toEqual([]);
    }
  });
});

describe("a page that opens with an age gate", () => {
  const gate = `<html><body><main><h1>Vine &amp; Barrel Wine Club</h1><p>You must be 21 or older to enter.</p>
<form method="post" action="/gate"><label for="dob">Date of birth</label><input id="dob" name="birthDate" type="date">
<button>Enter</button></form><nav><a href="/sms-terms">SMS terms</a> <a href="/privacy">Privacy policy</a></nav></main></body></html>`;

  it("answers unknown for the form behind it, never fail, and passes the gate itself", () => {
    const vine = OPT_IN_FIXTURES.find((f) => f.vertical === "alcohol" && f.breaks === null)!;
    const checks = check({ ...vine, html: gate });
    expect(failed(checks)).toEqual([]);
    const by = Object.fromEntries(checks.map((c) => [c.rule, c]));
    expect(by["age-gate"].status).toBe("pass");
    // The policies it links to are read all the same.
    expect([by["privacy-sharing"].status, by["terms-sms"].status]).toEqual(["pass", "pass"]);
    for (const rule of ["consent-box", "disclosure-brand", "disclosure-links"] as const) {
      expect(by[rule].status).toBe("unknown");
      expect(by[rule].message).toMatch(/age gate/);
    }
  });

  it("a page with neither a form nor a gate fails: there is nothing to agree to", () => {
    const surf = OPT_IN_FIXTURES[0];
    const checks = check({
      ...surf,
      html: "<html><body><h1>Sunny Surf Shop</h1><p>Texts coming soon.</p></body></html>",
    });
    expect(failed(checks)).toEqual(expect.arrayContaining(["consent-box", "disclosure-brand", "disclosure-links"]));
  });
});

describe("HTML without a document around it", () => {
  it("a pasted fragment (no html or body element) is read all the same", () => {
    const surf = OPT_IN_FIXTURES[0];
    const fragment = /<main>([\s\S]*)<\/main>/.exec(surf.html)![1];
    expect(failed(check({ ...surf, html: fragment }))).toEqual([]);
    expect(readLinkedPage("<h1>Privacy</h1><p>Mobile numbers are never shared.</p>")).toBe(
      "Privacy\nMobile numbers are never shared.",
    );
  });
});
