import { expect, test, type Page } from "@playwright/test";
import { hubUrl, type HubId } from "./hubs";
import { hostOf, raw, validAdminCookie, warmUpDatabase } from "./admin-helpers";

/**
 * Field vitals end to end: real pages in Chromium measure themselves with
 * web-vitals after hydration and send a beacon when hidden; the beacons land
 * in the database and /admin/speed shows them. Refused beacons leave nothing.
 */

interface Beacon {
  view: string;
  route: string;
  hub: HubId;
  device: "phone" | "desktop";
  connection?: string;
  metrics: { name: string; value: number }[];
}

/** Open `path`, let it hydrate and measure, tap it, then hide it; answers the beacon it sent. */
async function visitAndHide(page: Page, hub: HubId, path: string): Promise<Beacon> {
  await page.goto(hubUrl(hub, path));
  // Hydrated (the admin button comes after hydration), and the vitals chunk has arrived.
  await expect(page.getByTestId("admin-button")).toBeVisible();
  await page.waitForLoadState("networkidle");
  // A tap: an interaction for INP. Its timing entry is recorded once the next frame has painted.
  await page.locator("h1").first().click();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/vitals") && r.method() === "POST");
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/vitals"));
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const request = await sent;
  expect((await answered).status()).toBe(204);
  return JSON.parse(request.postData() ?? "null") as Beacon;
}

function metric(beacon: Beacon, name: string): number | undefined {
  return beacon.metrics.find((m) => m.name === name)?.value;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await warmUpDatabase();
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("pages send their route pattern, hub, device class and LCP, FCP, TTFB and (after a tap) INP", async ({
    page,
  }) => {
    test.slow();
    const visits: [HubId, string, string][] = [
      ["marque", "/", "/"],
      ["percytext", "/pricing", "/pricing"],
      ["percymd", "/clients/donsbt?utm_source=x", "/clients/[clientId]"],
      ["marque", "/no-such-page", "/_not-found"],
    ];
    for (const [hub, path, pattern] of visits) {
      const beacon = await visitAndHide(page, hub, path);
      expect(beacon).toMatchObject({ route: pattern, hub, device: "phone" });
      expect(Object.keys(beacon).sort()).toEqual(
        ["view", "route", "hub", "device", "metrics", ...(beacon.connection ? ["connection"] : [])].sort(),
      );
      for (const name of ["LCP", "FCP", "TTFB", "INP"]) {
        expect({ name, value: metric(beacon, name) }).toEqual({ name, value: expect.any(Number) });
        expect(metric(beacon, name)).toBeGreaterThanOrEqual(0);
      }
      expect(JSON.stringify(beacon)).not.toMatch(/utm_source|donsbt|no-such-page|Mozilla/);
    }
  });
});

test.describe("on a desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the device class is desktop, and the samples show on /admin/speed for staff", async ({ page, context }) => {
    test.slow();
    const beacon = await visitAndHide(page, "percymd", "/about");
    expect(beacon).toMatchObject({ route: "/about", hub: "percymd", device: "desktop" });

    // Staff only: without a session the speed page shows the sign-in gate.
    await page.goto(hubUrl("marque", "/admin/speed"));
    await expect(page.getByRole("table", { name: /75th percentile of each metric/ })).toHaveCount(0);

    const cookie = (await validAdminCookie()).split("=");
    await context.addCookies([
      { name: cookie[0], value: cookie.slice(1).join("="), domain: "marque.localhost", path: "/" },
    ]);
    await page.goto(hubUrl("marque", "/admin/speed"));
    await expect(page.getByRole("heading", { level: 1, name: "Speed" })).toBeVisible();
    const table = page.getByTestId("speed-table");
    for (const [route, hub, device] of [
      ["/clients/[clientId]", "percymd", "phone"],
      ["/", "marque", "phone"],
      ["/pricing", "percytext", "phone"],
      ["/about", "percymd", "desktop"],
    ]) {
      const row = table.locator(`tr[data-route="${route}"][data-hub="${hub}"][data-device="${device}"]`);
      await expect(row).toHaveCount(1);
      expect(Number(await row.locator('[data-col="views"]').textContent())).toBeGreaterThanOrEqual(1);
      for (const m of ["LCP", "FCP", "TTFB", "INP"]) {
        await expect(row.locator(`td[data-metric="${m}"] [data-p75]`)).toHaveCount(1);
      }
    }
    // Today is in the default period, in the chart's table too.
    const today = new Date().toISOString().slice(0, 10);
    await expect(
      page.getByTestId("speed-trend-table").locator(`tr[data-day="${today}"] td[data-metric="TTFB"]`),
    ).not.toHaveText("—");
    await expect(page.getByRole("img", { name: /^LCP 75th percentile per day/ })).toBeVisible();
  });
});

test("malformed and oversized beacons are refused without a 500 and leave no row", async ({ page, context }) => {
  const host = hostOf("percytech");
  const headers = { host, origin: `http://${host}`, "content-type": "text/plain;charset=UTF-8" };
  const valid = {
    view: "00000000000000aa",
    hub: "percytech",
    device: "phone",
    metrics: [{ name: "LCP", value: 1000 }],
  };
  const refusals: [string, number][] = [
    ["{not json", 400],
    [JSON.stringify({ ...valid, route: "/refused-malformed", metrics: [{ name: "LCP", value: "slow" }] }), 400],
    [JSON.stringify({ ...valid, route: "/refused-extra", userAgent: "Mozilla/5.0" }), 400],
    [JSON.stringify({ ...valid, route: "/refused-oversized", pad: "x".repeat(4000) }), 413],
  ];
  for (const [body, status] of refusals) {
    const response = await raw("POST", "/api/vitals", headers, body);
    expect({ body: body.slice(0, 60), status: response.status }).toEqual({ body: body.slice(0, 60), status });
    expect(JSON.parse(response.body).error.code).toBe("API_BAD_REQUEST");
  }

  const cookie = (await validAdminCookie()).split("=");
  await context.addCookies([
    { name: cookie[0], value: cookie.slice(1).join("="), domain: "marque.localhost", path: "/" },
  ]);
  await page.goto(hubUrl("marque", "/admin/speed"));
  await expect(page.getByRole("heading", { level: 1, name: "Speed" })).toBeVisible();
  await expect(page.getByTestId("speed-table").locator('tr[data-route^="/refused-"]')).toHaveCount(0);
});
