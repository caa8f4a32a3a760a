import { readFileSync } from "node:fs";
import type { AxeResults, RunOptions } from "axe-core";
import { expect, type Frame, type Page } from "@playwright/test";

/** axe-core's browser bundle, read once per worker. */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

declare global {
  interface Window {
    axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
  }
}

/** Puts axe in the frame unless its document has it already: a second scan of the same page reuses it. */
async function injectOnce(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof window.axe === "object")) return;
  await frame.evaluate(AXE_SOURCE);
}

/**
 * Waits until the page's animations and transitions that end have ended (a dialog fading in; not a spinner). Axe
 * reads colors as painted: a button still fading in reads as too faint, and the scan failed now and then.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Axe on a page, the one way every spec builds it: `axe.run` in the page itself. axe's 0.5 MB bundle goes into
 * each frame once per document (a scan after a theme change reuses it), and only violations are reported in full.
 */
export class PageAxe {
  private readonly included: string[] = [];
  private readonly excluded: string[] = [];
  private runOnly: RunOptions["runOnly"];

  constructor(private readonly page: Page) {}

  /** Only the rules with these tags (wcag2a, best-practice…). */
  withTags(tags: string[]): PageAxe {
    return this.with({ runOnly: { type: "tag", values: tags } });
  }

  /** Only these rules. */
  withRules(rules: string[]): PageAxe {
    return this.with({ runOnly: { type: "rule", values: rules } });
  }

  /** Only the part of the page under `selector`. */
  include(selector: string): PageAxe {
    return this.with({ include: [...this.included, selector] });
  }

  /** Leave out the part of the page under `selector`. */
  exclude(selector: string): PageAxe {
    return this.with({ exclude: [...this.excluded, selector] });
  }

  async analyze(): Promise<AxeResults> {
    await animationsEnded(this.page);
    for (const frame of this.page.frames()) await injectOnce(frame);
    const context = {
      ...(this.included.length ? { include: this.included } : {}),
      ...(this.excluded.length ? { exclude: this.excluded } : {}),
    };
    const options: RunOptions = { resultTypes: ["violations"], ...(this.runOnly ? { runOnly: this.runOnly } : {}) };
    return this.page.evaluate(
      async ({ context, options }) => {
        if (!window.axe) throw new Error("axe is not on the page");
        return window.axe.run(Object.keys(context).length ? context : document, options);
      },
      { context, options },
    );
  }

  /** A copy with these settings changed: a builder kept for one scan can seed another. */
  private with(change: { include?: string[]; exclude?: string[]; runOnly?: RunOptions["runOnly"] }): PageAxe {
    const next = new PageAxe(this.page);
    next.included.push(...(change.include ?? this.included));
    next.excluded.push(...(change.exclude ?? this.excluded));
    next.runOnly = change.runOnly ?? this.runOnly;
    return next;
  }
}

/**
 * The rules whose outcome depends on the theme. Structure, names and roles do not change with it: a page scanned
 * in full in one theme, then turned to the other (the system preference changes and the page follows it), is
 * scanned again with these only.
 */
export const COLOR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The rules to run on a page loaded in `theme`: every rule in light; in dark only the color rules, because the
 * rest read the same document whatever the theme, and the light pass of the same page scans them.
 */
export function rulesFor(theme: "light" | "dark"): string[] | undefined {
  return theme === "dark" ? COLOR_RULES : undefined;
}

export function axeOn(page: Page): PageAxe {
  return new PageAxe(page);
}

/** Axe on the page as it stands, every rule or only `rules`; soft, so one page's violations do not hide the next page's. */
export async function expectNoAxeViolations(page: Page, where: string, rules?: string[]): Promise<void> {
  await expectNoViolationsOf(rules ? axeOn(page).withRules(rules) : axeOn(page), where);
}

async function expectNoViolationsOf(axe: PageAxe, where: string): Promise<void> {
  const { violations } = await axe.analyze();
  const found = violations.map((v) => ({ where, rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  expect.soft(found).toEqual([]);
}

/**
 * Axe on the page as it stands, in both themes from one load: every rule of `axe` in light, then the system turns
 * dark and the same document follows it, for the rules that depend on color; then the page is light again, for
 * the test to go on. The page must follow the system (no theme chosen in it). Soft, as expectNoAxeViolations.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, where: string, axe = axeOn(page)): Promise<void> {
  const html = page.locator("html");
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await (theme === "dark" ? expect(html).toHaveClass(/\bdark\b/) : expect(html).not.toHaveClass(/\bdark\b/));
    const rules = rulesFor(theme);
    await expectNoViolationsOf(rules ? axe.withRules(rules) : axe, `${where} (${theme})`);
  }
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/\bdark\b/);
}
