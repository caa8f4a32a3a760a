import { expect, test } from "@playwright/test";
import { hubUrl } from "./hubs";
import { marketingPages } from "./marketing-pages";

/** The funnel's public pages, beside the marketing ones. */
const FUNNEL_PATHS = ["/verify", "/verify-otp", "/check-email", "/payment-success", "/contact/sent"];

/**
 * Every control a visitor sees at first paint works then, before the page's
 * scripts have loaded (they are held back here and never arrive), or says it
 * is not ready: a link, a native form (with a real action), the theme toggle
 * (the inline theme script), the menu (an HTML popover), a native
 * disclosure, or a control that is disabled until it can work.
 */
test("every visible control on the public pages works from the first paint or is disabled until it can", async ({
  page,
}) => {
  test.slow();
  // Scripts only: a page rendered per request (a client program) links its stylesheet, which must load.
  await page.route("**/_next/static/chunks/**/*.js", () => {});
  const paths = [
    ...marketingPages("percymd")
      .map((p) => p.path)
      .filter((p) => !/^\/clients\/(?!donsbt)/.test(p)),
    ...FUNNEL_PATHS,
  ];
  const problems: string[] = [];
  let checked = 0;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(hubUrl("percymd", path), { waitUntil: "domcontentloaded" });
      const { lost, count } = await page.evaluate(() => {
        const visible = (el: Element) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return box.width > 0 && box.height > 0 && style.visibility !== "hidden";
        };
        const works = (el: HTMLElement) => {
          if (el.matches("[data-theme-toggle], [popovertarget], summary")) return true;
          if (el.matches(":disabled, [aria-disabled='true']")) return true;
          if (el.closest("fieldset:disabled")) return true;
          const form = el.closest("form");
          // A native form posts without script (its action is a real address).
          return Boolean(form && form.getAttribute("action") && !/^javascript:/i.test(form.getAttribute("action")!));
        };
        const controls = [
          ...document.querySelectorAll<HTMLElement>("button, input, select, textarea, [role=button]"),
        ].filter((el) => visible(el) && !(el instanceof HTMLInputElement && el.type === "hidden"));
        const lost = controls
          .filter((el) => !works(el))
          .map(
            (el) =>
              `${el.tagName.toLowerCase()} "${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}"`,
          );
        return { lost, count: controls.length };
      });
      checked += count;
      for (const control of lost) problems.push(`${width}px ${path}: ${control}`);
    }
  }
  expect(problems).toEqual([]);
  // The theme toggle and menu button on every page, the contact form's fields, the code forms…
  expect(checked).toBeGreaterThan(paths.length * 2);
});
