import { expect, test } from "@playwright/test";
import { HUB_IDS, HUBS, hubUrl } from "./hubs";
import { seedSession } from "./funnel-support";
import { getContent } from "../../content";
import { HUB_IDENTITY } from "../../lib/hubs/identity";

/** The four brands as a visitor meets them: hero, trust, footer, tap targets, the demo's phone. */

test("the desktop hero shows the product in its right half, with See Demo and See Pricing", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image") requests.push(r.url());
  });
  for (const hub of HUB_IDS) {
    const { conversation } = getContent(hub).hero;
    await page.goto(hubUrl(hub, "/"));
    const product = page.getByRole("img", { name: conversation.summary });
    await expect(product).toBeVisible();
    const box = (await product.boundingBox())!;
    expect(box.x, `${hub}: the conversation starts right of the middle`).toBeGreaterThan(640);
    expect(box.y + box.height, `${hub}: and sits in the first screen`).toBeLessThan(800);
    const hero = page.locator('section[aria-labelledby="hero-heading"]');
    await expect(hero.getByRole("link", { name: "See Demo" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "See Pricing" })).toHaveAttribute("href", "/pricing");
  }
  expect(requests, "drawn in HTML and inline SVG: no image request").toEqual([]);
});

test("on a phone the conversation follows the headline, and the typewriter line holds exactly one line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const hub of HUB_IDS) {
    await page.goto(hubUrl(hub, "/"));
    const h1 = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const product = (await page.getByTestId("hero-conversation").boundingBox())!;
    expect(product.y).toBeGreaterThan(h1.y + h1.height);
    // Every business type fits the line: no wrap, no empty band reserved for one.
    const fit = await page.getByTestId("typewriter").evaluate((el, words) => {
      const line = parseFloat(getComputedStyle(el).lineHeight);
      const probe = el.firstElementChild as HTMLElement;
      const before = probe.textContent;
      const widths = words.map((w) => {
        probe.textContent = w;
        return probe.getBoundingClientRect().width;
      });
      probe.textContent = before;
      return { height: el.getBoundingClientRect().height, line, widest: Math.max(...widths), room: el.clientWidth };
    }, getContent(hub).hero.businessTypes);
    expect(fit.height, `${hub}: one line`).toBeLessThanOrEqual(fit.line + 1);
    expect(fit.widest, `${hub}: the longest word fits`).toBeLessThanOrEqual(fit.room + 1);
  }
});

test("the conversation stands still under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(hubUrl("marque", "/"));
  const names = await page
    .getByTestId("hero-conversation")
    .locator("li")
    .evaluateAll((items) => items.map((li) => getComputedStyle(li).animationName));
  expect(names).toEqual(["none", "none", "none", "none"]);
});

test("trust: compliance claims, client monograms, initials avatars; HIPAA on PercyMD only", async ({ page }) => {
  for (const hub of HUB_IDS) {
    await page.goto(hubUrl(hub, "/"));
    const badges = page.getByTestId("compliance").getByRole("listitem");
    await expect(badges.filter({ hasText: "TCPA" })).toHaveCount(1);
    await expect(badges.filter({ hasText: "CTIA" })).toHaveCount(1);
    await expect(badges.filter({ hasText: "10DLC" })).toHaveCount(1);
    await expect(badges.filter({ hasText: "HIPAA" })).toHaveCount(HUBS[hub].health ? 1 : 0);
    await expect(page.getByTestId("client-marks").getByRole("link")).not.toHaveCount(0);
    await expect(page.getByTestId("client-marks").getByRole("link").first()).toHaveAttribute("href", /^\/clients\//);
  }
});

test("footer: the hub's email, phone and hours; header and footer tap targets are 44 px on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const hub of HUB_IDS) {
    const { supportEmail } = HUBS[hub];
    const { supportPhone, supportHours } = HUB_IDENTITY[hub];
    await page.goto(hubUrl(hub, "/"));
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: supportEmail })).toHaveAttribute("href", `mailto:${supportEmail}`);
    await expect(footer.getByRole("link", { name: supportPhone.display })).toHaveAttribute(
      "href",
      `tel:${supportPhone.e164}`,
    );
    await expect(footer).toContainText(supportHours);
    const targets = page.locator("header a:visible, header button:visible, footer a:visible, footer button:visible");
    const small = await targets.evaluateAll((els) =>
      els
        .map((el) => ({ el: el.textContent?.trim() || el.getAttribute("aria-label"), r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width < 44 || r.height < 44)
        .map(({ el, r }) => `${el} ${Math.round(r.width)}×${Math.round(r.height)}`),
    );
    expect(small, hub).toEqual([]);
  }
});

test("/check-email wraps a long address without splitting words", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedSession(page, { signup_email: "harborcigarloungereservations.members@harborcigarlounge-charleston.com" });
  await page.goto(hubUrl("marque", "/check-email"));
  const email = page.getByTestId("signup-email");
  await expect(email).toContainText("harborcigarlounge");
  const style = await email.evaluate((el) => ({
    wordBreak: getComputedStyle(el).wordBreak,
    overflowWrap: getComputedStyle(el).overflowWrap,
    overflows: el.scrollWidth > el.clientWidth,
  }));
  expect(style).toEqual({ wordBreak: "normal", overflowWrap: "anywhere", overflows: false });
});

test("the demo's phone shows a sample conversation before the visitor starts, its clock reading 9:41 AM", async ({
  page,
}) => {
  await page.goto(hubUrl("percytext", "/demo"));
  const sample = page.getByTestId("demo-sample");
  await expect(sample.getByRole("listitem")).toHaveCount(4, { timeout: 15_000 });
  await expect(page.getByText("9:41 AM", { exact: true })).toBeVisible();
});
