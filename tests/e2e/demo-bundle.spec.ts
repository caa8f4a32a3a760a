import { expect, test, type Page } from "@playwright/test";
import { hubUrl, loopbackUrl } from "./hubs";

/** A string only the demo's client code contains. */
const DEMO_MARKER = "useLiveMessaging must be used within a LiveMessagingProvider";

async function scriptsOf(page: Page, path: string): Promise<Set<string>> {
  const urls = new Set<string>();
  const onResponse = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === "script") urls.add(response.url());
  };
  page.on("response", onResponse);
  await page.goto(hubUrl("marque", path), { waitUntil: "networkidle" });
  // The demo widget is client-only: its chunk arrives after hydration, once the skeleton goes.
  if (path === "/demo") await page.getByRole("status", { name: "Loading the demo" }).waitFor({ state: "detached" });
  page.off("response", onResponse);
  return urls;
}

test("the demo's JavaScript loads on /demo only", async ({ page, request }) => {
  // Six page loads to network idle; slow on a loaded CI machine.
  test.slow();
  const demo = await scriptsOf(page, "/demo");
  const bodies = new Map<string, string>();
  const text = async (url: string) => {
    if (!bodies.has(url)) bodies.set(url, await (await request.get(loopbackUrl(new URL(url).pathname))).text());
    return bodies.get(url) ?? "";
  };

  const demoChunks: string[] = [];
  for (const url of demo) if ((await text(url)).includes(DEMO_MARKER)) demoChunks.push(url);
  expect(demoChunks.length).toBeGreaterThan(0);

  for (const path of ["/", "/pricing", "/about", "/faq", "/contact"]) {
    const context = await page.context().browser()!.newContext();
    const other = await context.newPage();
    const scripts = await scriptsOf(other, path);
    await context.close();
    for (const chunk of demoChunks) expect(scripts.has(chunk), `${chunk} on ${path}`).toBe(false);
    for (const url of scripts) expect((await text(url)).includes(DEMO_MARKER), `${url} on ${path}`).toBe(false);
  }
});
