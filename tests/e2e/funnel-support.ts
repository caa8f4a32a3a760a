import type { Page, Request } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";

/**
 * Funnel e2e helpers. Redirect targets such as /signup (hosted checkout) and
 * /login (the app's login) leave this site; tests must never reach the
 * internet, so every request that is not for this server is answered here.
 */
export async function fenceOffsite(page: Page): Promise<Request[]> {
  const offsite: Request[] = [];
  await page.context().route(
    (url) => !(url.hostname.endsWith("localhost") && url.port === String(E2E_PORT)),
    async (route) => {
      offsite.push(route.request());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<h1>offsite stub</h1>" });
    },
  );
  return offsite;
}

/** Put the funnel's session-storage keys in place before any page script runs. */
export async function seedSession(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
  }, values);
}

/** Dispatch a real paste event carrying `text` onto the focused code input. */
export async function pasteInto(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData("text", value);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

export type JsonReply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Answer one API path from the test (UI-only cases), recording each JSON
 * body the page sent. The full funnel test uses the real backend instead.
 */
export async function stubApi(page: Page, path: string, reply: JsonReply | (() => JsonReply | Promise<JsonReply>)) {
  const bodies: unknown[] = [];
  await page.route(`**${path}`, async (route) => {
    bodies.push(route.request().postDataJSON());
    const r = typeof reply === "function" ? await reply() : reply;
    await route.fulfill({
      status: r.status,
      headers: r.headers,
      contentType: "application/json",
      body: r.body === undefined ? "" : JSON.stringify(r.body),
    });
  });
  return bodies;
}

/**
 * Freeze the page's clock before it loads: timers only move with
 * `page.clock.runFor`, so "still waiting at 1.9 s, done at 2 s" is exact no
 * matter how slow the machine is (the clock otherwise flows in real time).
 */
export async function frozenClock(page: Page): Promise<void> {
  const start = new Date("2026-01-05T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/** A request context on a hub host: Node can't resolve `*.localhost`, so dial loopback with the Host header. */
export function hubApi(hub: string): { url: (path: string) => string; headers: Record<string, string> } {
  return {
    url: (path) => `http://127.0.0.1:${E2E_PORT}${path}`,
    headers: { host: `${hub}.localhost:${E2E_PORT}` },
  };
}
