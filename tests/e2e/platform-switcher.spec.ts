import { expect, test, type Page } from "@playwright/test";
import { HUBS, hubUrl } from "./hubs";
import { LOCAL_ORIGIN, expectBranded, waitForHydration } from "./platform-helpers";

async function openSwitcher(page: Page) {
  await page.getByRole("button", { name: "Switch hub" }).click();
  const panel = page.getByRole("dialog", { name: "Switch hub" });
  await expect(panel).toBeVisible();
  return panel;
}

/** Count full document loads of the main frame (reloads included). */
/** Documents the tab requests: a reload cut short by the next one still counts, as a load event would not. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count++;
  });
  return loads;
}

test("on <hub>.localhost, choosing a hub goes to <other>.localhost, re-rendered as that hub", async ({ page }) => {
  await page.goto(hubUrl("marque", "/pricing"));
  const panel = await openSwitcher(page);
  const trigger = panel.getByRole("button", { name: "Marque" });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  const list = panel.getByRole("list", { name: "Hubs" });
  await expect(list.getByRole("button")).toHaveText(["Marque", "PercyTech", "PercyMD", "PercyText"]);
  await expect(list.getByRole("button", { name: "Marque" })).toHaveAttribute("aria-current", "true");

  await list.getByRole("button", { name: "PercyMD" }).click();
  await expect(page).toHaveURL(hubUrl("percymd", "/pricing"));
  await expect(page).toHaveTitle(`Pricing | ${HUBS.percymd.name}`);
  await expectBranded(page, "percymd");
  await expect(page.getByRole("dialog", { name: "Switch hub" })).toBeHidden();
});

test("clicking outside closes both the panel and the dropdown", async ({ page }) => {
  await page.goto(hubUrl("percytech", "/faq"));
  const panel = await openSwitcher(page);
  await panel.getByRole("button", { name: "PercyTech" }).click();
  await expect(panel.getByRole("list", { name: "Hubs" })).toBeVisible();

  await page.locator("h1").click();
  await expect(page.getByRole("dialog", { name: "Switch hub" })).toBeHidden();
  await expect(page.getByRole("list", { name: "Hubs" })).toBeHidden();

  // Reopened, the dropdown starts closed too.
  const again = await openSwitcher(page);
  await expect(again.getByRole("list", { name: "Hubs" })).toBeHidden();
  await expect(again.getByRole("button", { name: "PercyTech" })).toHaveAttribute("aria-expanded", "false");
  // Clicks inside the panel do not close it.
  await again.getByText("Current hub").click();
  await expect(again).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(again).toBeHidden();
});

test.describe("plain localhost", () => {
  test("choosing a hub stores preferredHub (storage and cookie) and reloads as that hub", async ({ page, context }) => {
    await page.goto(`${LOCAL_ORIGIN}/pricing`);
    await expectBranded(page, "marque");
    const panel = await openSwitcher(page);
    await panel.getByRole("button", { name: "Marque" }).click();
    await panel.getByRole("button", { name: "PercyText" }).click();

    await expect(page).toHaveURL(`${LOCAL_ORIGIN}/pricing`);
    await expect(page).toHaveTitle(`Pricing | ${HUBS.percytext.name}`);
    await expectBranded(page, "percytext");
    expect(await page.evaluate(() => localStorage.getItem("preferredHub"))).toBe("percytext");
    const cookie = (await context.cookies(LOCAL_ORIGIN)).find((c) => c.name === "preferredHub");
    expect(cookie?.value).toBe("percytext");
  });

  test("a stored preferredHub is read at start: the cookie is synced with one reload", async ({ page, context }) => {
    // A visitor who chose PercyMD on an earlier visit: the choice is in storage before the first script runs
    // (stored once; the page's own reload finds it there).
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("preferredHub", "percymd");
    });
    await context.clearCookies();
    const loads = countLoads(page);
    // The page reloads once more by itself as soon as it hydrates, which can abort
    // Playwright's own wait for this load: wait for the commit, then judge by what loaded.
    await page.goto(`${LOCAL_ORIGIN}/about`, { waitUntil: "commit" }).catch(() => undefined);
    // The sync waits for hydration and then reloads: allow for a busy CI machine.
    await expect(page.locator("html")).toHaveAttribute("data-hub", "percymd", { timeout: 20_000 });
    await expectBranded(page, "percymd");
    await expect(page).toHaveTitle(`About | ${HUBS.percymd.name}`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(loads.count).toBe(2);
    expect((await context.cookies(LOCAL_ORIGIN)).find((c) => c.name === "preferredHub")?.value).toBe("percymd");
  });

  test("a refused cookie cannot cause a reload loop", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("preferredHub", "percytech");
      Object.defineProperty(document, "cookie", { configurable: true, get: () => "", set: () => {} });
    });
    const loads = countLoads(page);
    await page.goto(`${LOCAL_ORIGIN}/`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await waitForHydration(page);
    expect(loads.count).toBe(2);
    await expectBranded(page, "marque");
  });

  test("a stored value that is not one of the four hubs is ignored", async ({ page, context }) => {
    await page.addInitScript(() => localStorage.setItem("preferredHub", "evil"));
    await context.addCookies([{ name: "preferredHub", value: "evil", url: LOCAL_ORIGIN }]);
    const loads = countLoads(page);
    await page.goto(`${LOCAL_ORIGIN}/pricing`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(loads.count).toBe(1);
    await expectBranded(page, "marque");
    await expect(page).toHaveTitle(`Pricing | ${HUBS.marque.name}`);
  });
});

test("the switcher is shown on every <hub>.localhost", async ({ page }) => {
  for (const hub of ["percytech", "percytext"] as const) {
    await page.goto(hubUrl(hub, "/"));
    await expect(page.getByRole("button", { name: "Switch hub" })).toBeVisible();
  }
});
