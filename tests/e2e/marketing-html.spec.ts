import { expect, test } from "@playwright/test";
import { HUB_IDS } from "./hubs";
import { getAsHub, h1Texts, markupText, marketingPages } from "./marketing-pages";

/**
 * For every marketing route on every hub, the HTML as
 * fetched without JavaScript carries the page's one h1 and its body text
 * (and on FAQ, every answer). Scripts are stripped first, so text that only
 * lives in the React payload does not count.
 */
for (const hub of HUB_IDS) {
  test(`${hub}: server HTML of every marketing page has its h1 and text`, async ({ request }) => {
    for (const page of marketingPages(hub)) {
      const res = await getAsHub(request, hub, page.path);
      expect(res.status(), page.path).toBe(200);
      const html = await res.text();
      expect(h1Texts(html), `${page.path} h1`).toEqual([page.h1]);
      const text = markupText(html);
      for (const snippet of page.text) expect(text, `${page.path}: ${snippet}`).toContain(snippet);
    }
  });
}

test("unknown client ids are a 404 on every hub", async ({ request }) => {
  for (const hub of HUB_IDS) {
    for (const path of [
      "/clients/no-such-client",
      "/clients/no-such-client/terms",
      "/clients/no-such-client/privacy",
    ]) {
      const res = await getAsHub(request, hub, path);
      expect(res.status(), `${hub} ${path}`).toBe(404);
    }
  }
});

test("home links: See Demo to /demo, Contact Us to /contact, SignUp per plan to /signup", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const home = await (await getAsHub(request, hub, "/")).text();
    expect(home).toMatch(/<a[^>]*href="\/demo"[^>]*>See Demo<\/a>/);
    expect(home).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact Us<\/a>/);
    const pricing = await (await getAsHub(request, hub, "/pricing")).text();
    expect(pricing.match(/href="\/signup\?plan=[a-z]+"/g)?.length).toBe(3);
  }
});
