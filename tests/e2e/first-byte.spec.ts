import { expect, test } from "@playwright/test";
import { HUB_IDS, hubUrl, type HubId } from "./hubs";
import { marketingPages } from "./marketing-pages";

/** React's progressive chunk size: a finished Suspense boundary larger than this was moved out of line. */
const PROGRESSIVE_CHUNK_BYTES = 12_800;
/** An out-of-line Suspense segment: content hidden until a script swaps it in. */
const HIDDEN_SEGMENT = 'hidden id="S:';

/** Every public route with the h1 its server HTML must show (null: any h1). */
function routes(hub: HubId): { path: string; h1: string | null }[] {
  return [
    ...marketingPages(hub).map((p) => ({ path: p.path, h1: p.h1 })),
    { path: "/contact", h1: "Get SMS That Works" },
    { path: "/demo", h1: null },
    { path: "/verify", h1: "Verify Your Account" },
    { path: "/verify-otp", h1: null },
    { path: "/check-email", h1: null },
    { path: "/payment-success", h1: null },
  ];
}

test.use({ javaScriptEnabled: false });

for (const hub of HUB_IDS) {
  test(`${hub}: every page shows its h1 inside <main> without JavaScript, with no hidden segment`, async ({ page }) => {
    test.slow();
    for (const { path, h1 } of routes(hub)) {
      const response = await page.goto(hubUrl(hub, path));
      expect(response?.status(), `${hub} ${path}`).toBe(200);
      const html = (await response?.text()) ?? "";
      expect(html.includes(HIDDEN_SEGMENT), `${hub} ${path} has a hidden segment`).toBe(false);
      const heading = page.locator("main h1");
      await expect(heading, `${hub} ${path}`).toHaveCount(1);
      await expect(heading, `${hub} ${path}`).toBeVisible();
      // The accessible name leaves out the home page's aria-hidden typewriter.
      if (h1) await expect(heading, `${hub} ${path}`).toHaveAccessibleName(h1);
    }
  });
}

test("a long page keeps its content inline: no boundary moves out of line as copy grows", async ({ page }) => {
  // The home page carries the most copy: the markup of its body up to the end of <main> runs past the
  // point where React would move a finished boundary out of line, yet all of it is in the first HTML, so
  // nothing wraps the page's content in a boundary and more copy cannot flip it to a hidden segment.
  for (const hub of HUB_IDS) {
    const response = await page.goto(hubUrl(hub, "/"));
    const html = (await response?.text()) ?? "";
    const bodyToMainEnd = /<body\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    expect(bodyToMainEnd.length, `${hub} home: body markup up to </main>`).toBeGreaterThan(PROGRESSIVE_CHUNK_BYTES);
    expect(html.indexOf("</main>"), `${hub} home: where <main> ends`).toBeGreaterThan(1.5 * PROGRESSIVE_CHUNK_BYTES);
    expect(html.includes(HIDDEN_SEGMENT), `${hub} home has a hidden segment`).toBe(false);
    expect(html).not.toMatch(/<template id="B:/);
    await expect(page.locator("main h1")).toBeVisible();
    // The last section of the page is on screen without any script having run.
    await expect(page.locator("main section").last()).toBeVisible();
  }
});
