import { expect, test } from "@playwright/test";
import { hubUrl } from "./hubs";
import { getContent } from "../../content";

const marque = getContent("marque");
const [first, second] = marque.hero.businessTypes;

test("typewriter: holds 2000 ms, deletes at 50 ms, types the next word at 100 ms (page.clock)", async ({ page }) => {
  await page.clock.install();
  await page.goto(hubUrl("marque", "/"));
  const typed = page.getByTestId("typewriter");
  await expect(typed).toHaveText(new RegExp(`^${first}`));
  await page.clock.runFor(2000 + 50);
  await expect(typed).toHaveText(new RegExp(`^${first.slice(0, -1)}\\u200b?$`));
  await page.clock.runFor(50 * (first.length - 1) + 100);
  await expect(typed).toHaveText(new RegExp(`^${second[0]}\\u200b?$`));
  await page.clock.runFor(100 * (second.length - 1));
  await expect(typed).toHaveText(new RegExp(`^${second}\\u200b?$`));
  // The accessible headline never changes: every business type is text in the h1.
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
    `${marque.hero.fixedText} ${marque.hero.businessTypes.join(", ")}`,
  );
});

test("typewriter is static under prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto(hubUrl("marque", "/"));
  await page.clock.runFor(10_000);
  await expect(page.getByTestId("typewriter")).toHaveText(new RegExp(`^${first}\\u200b?$`));
});

test("See Demo goes to /demo and Contact Us to /contact", async ({ page }) => {
  await page.goto(hubUrl("percymd", "/"));
  await expect(page.getByText("9:41 AM")).toBeVisible();
  await page.getByRole("link", { name: "See Demo" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto(hubUrl("percymd", "/"));
  await page.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("FAQ: answers are hidden until their question is opened, by keyboard too", async ({ page }) => {
  const { items } = getContent("percytext").faq;
  await page.goto(hubUrl("percytext", "/faq"));
  const answer = page.getByText(items[0].answer);
  await expect(answer).toBeHidden();
  await page.getByText(items[0].question).focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await page.getByText(items[1].question).click();
  await expect(page.getByText(items[1].answer)).toBeVisible();
});
