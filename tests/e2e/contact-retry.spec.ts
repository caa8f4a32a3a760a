import { expect, test } from "@playwright/test";
import { fillValid, openContact, serveAgedFormToken, warmBackend } from "./contact-helpers";

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await warmBackend(request);
});

test("after a failed submission the form fetches a fresh token, and the retry goes through with it", async ({
  page,
}) => {
  // Two submissions, a token refresh and the 3-second wait: close to 30 s on a loaded 2-core machine.
  test.slow();
  await serveAgedFormToken(page);
  const tokenFetches: number[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/form-token") tokenFetches.push(Date.now());
  });
  const sentTokens: string[] = [];
  let calls = 0;
  await page.route("**/api/contact", async (route) => {
    sentTokens.push((route.request().postDataJSON() as { formToken: string }).formToken);
    calls += 1;
    // The first submission fails on the way (a proxy error); the visitor tries again.
    if (calls === 1)
      return route.fulfill({ status: 503, json: { error: { code: "API_SERVER_ERROR", message: "Try again." } } });
    return route.continue();
  });

  await openContact(page, "marque");
  await fillValid(page, { email: `retry-${Date.now()}@example.com` });
  await page.clock.fastForward(3000);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => calls).toBe(1);
  await expect.poll(() => tokenFetches.length).toBeGreaterThanOrEqual(2);

  await page.clock.fastForward(3000);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith("/api/contact") && r.request().method() === "POST" && calls === 2,
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(201);
  expect(sentTokens).toHaveLength(2);
  expect(sentTokens[1]).not.toBe(sentTokens[0]);
});
