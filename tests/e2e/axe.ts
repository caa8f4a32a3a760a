import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Axe on a page, the one way every spec builds it. It runs in the page itself (axe.run), not the builder's
 * default of a partial run per frame finished in a new blank page per scan: our pages have no cross-origin
 * frames, and a second page for every scan doubled the browser's work. Only violations are reported in full.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}

/** Axe on the page as it stands; soft, so one page's violations do not hide the next page's. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await axeOn(page).analyze();
  const found = violations.map((v) => ({ where, rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  expect.soft(found).toEqual([]);
}
