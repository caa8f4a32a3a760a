import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Axe on the page as it stands; soft, so one page's violations do not hide the next page's. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => ({ where, rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  expect.soft(found).toEqual([]);
}
