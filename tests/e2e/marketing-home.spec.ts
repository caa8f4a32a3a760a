import { expect, test } from "@playwright/test";
import { hubUrl } from "./hubs";
import { getContent } from "../../content";

const marque = getContent("marque");
const [first, second] = marque.hero.businessTypes;

test("typewriter: holds 2000 ms, deletes at 50 ms, types the next word at 100 ms (page.clock)", async ({ page }) => {
  // Paused clock: time moves only through runFor. The next timeout is set when
  // React commits, so every step waits for the commit (text or data-phase)
  // before advancing; from the first commit on, the timings are exact.
  await page.clock.install({ time: new Date("2025-01-01T09:41:00") });
  await page.clock.pauseAt(new Date("2025-01-01T09:41:01"));
  await page.goto(hubUrl("marque", "/"));
  const typed = page.getByTestId("typewriter");
  const shows = (text: string) => expect(typed).toHaveText(new RegExp(`^${text}\\u200b?$`));
  const phase = (p: string) => expect(typed).toHaveAttribute("data-phase", p);

  // Hydration itself waits on a timer: step until the typewriter starts (±100 ms).
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return typed.getAttribute("data-phase");
    })
    .toBe("holding");
  await shows(first);
  await page.clock.runFor(1800);
  await phase("holding");
  await page.clock.runFor(200);
  await phase("deleting");
  await page.clock.runFor(49);
  await shows(first);
  await page.clock.runFor(1);
  await shows(first.slice(0, -1));
  for (let n = first.length - 2; n >= 0; n--) {
    await page.clock.runFor(50);
    await shows(first.slice(0, n));
  }
  await phase("typing");
  await page.clock.runFor(99);
  await shows("");
  await page.clock.runFor(1);
  await shows(second[0]);
  for (let n = 2; n <= second.length; n++) {
    await page.clock.runFor(100);
    await shows(second.slice(0, n));
  }
  await phase("holding");
  await page.clock.runFor(1999);
  await phase("holding");
  await page.clock.runFor(1);
  await phase("deleting");
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
  await expect(page.getByTestId("typewriter")).toHaveAttribute("data-phase", "static");
  await expect(page.getByTestId("typewriter")).toHaveText(new RegExp(`^${first}\\u200b?$`));
});

test("See Demo goes to /demo and Contact Us to /contact", async ({ page }) => {
  await page.goto(hubUrl("percymd", "/"));
  await expect(page.getByTestId("phone-clock")).toContainText("9:41 AM");
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
