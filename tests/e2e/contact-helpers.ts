import { axeOn } from "./axe";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_CODE, E2E_PORT, E2E_SERVER_ENV } from "../../playwright.config";
import { agedFormToken as signedFormToken } from "../support/signed-requests";
import { hubUrl, type HubId } from "./hubs";

/** A form token as the server would have issued it `ageMs` ago. */
export function agedFormToken(ageMs = 10_000, iat = Date.now() - ageMs): string {
  return signedFormToken(E2E_SERVER_ENV.FORM_TOKEN_SECRET, ageMs, iat);
}

/**
 * The browser's clock is Playwright's (page.clock) but the server's is real,
 * so a fast-forwarded 3 seconds never reaches the server. Tests that submit
 * serve the form a token issued 10 real seconds ago, as if the visitor had
 * waited; tests/unit/contact-route.test.ts covers the server's own clock.
 */
export async function serveAgedFormToken(page: Page, ageMs = 10_000): Promise<void> {
  await page.route("**/api/form-token", (route) => {
    const iat = Date.now() - ageMs;
    const token = agedFormToken(ageMs, iat);
    return route.fulfill({
      json: { token, issuedAt: iat, expiresAt: iat + 3_600_000 },
      headers: { "cache-control": "no-store" },
    });
  });
}

/**
 * Open the contact page on Playwright's clock, paused, and wait until the
 * form has its token: from here on only `fastForward`/`runFor` move time,
 * so a slow machine cannot pass the 3 seconds by itself.
 */
export async function openContact(page: Page, hub: HubId, { pause = true } = {}): Promise<void> {
  await page.clock.install();
  const token = page.waitForResponse((r) => r.url().endsWith("/api/form-token") && r.ok());
  await page.goto(hubUrl(hub, "/contact"));
  await token;
  if (!pause) return;
  // Pausing before the page loads would hold its scripts too; pause just after, a hair ahead.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 300);
      return;
    } catch (error) {
      // A busy machine took longer than the margin: the target is already past.
      if (attempt >= 5) throw error;
    }
  }
}

/** Every POST /api/contact the page makes. */
export function recordContactPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/contact") posts.push(r.url());
  });
  return posts;
}

/** sonner mounts a toast from a timer, so on the paused clock it needs a tick to appear. */
export async function expectToast(
  page: Page,
  { title, description }: { title: string; description: string },
): Promise<void> {
  // Inside the polite live region, so a screen reader announces it.
  const toast = page
    .locator('[aria-live="polite"] [data-sonner-toast]')
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(toast.first()).toBeVisible({ timeout: 250 });
  }).toPass();
  await expect(toast.first().locator("[data-description]")).toHaveText(description);
}

export const FIELDS = {
  first: "First name",
  last: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  message: "Message",
} as const;
export type FieldKey = keyof typeof FIELDS;

export function field(page: Page, key: FieldKey) {
  return page.getByRole("textbox", { name: FIELDS[key], exact: true });
}

export async function fillValid(page: Page, values: Partial<Record<FieldKey, string>> = {}) {
  const all = { first: "Ada", last: "Lovelace", email: "ada@example.com", ...values };
  for (const key of Object.keys(all) as FieldKey[]) await field(page, key).fill(all[key] ?? "");
}

/**
 * Read a lead back the way staff would: the admin API, signed in
 * with the e2e access code. Runs inside the page, on the hub's own origin,
 * because Node does not resolve `*.localhost` the way Chromium does.
 */
export async function adminLead(page: Page, id: string) {
  return page.evaluate(
    async ({ code, id }) => {
      const session = await fetch("/api/admin/session", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code }),
      });
      if (!session.ok) throw new Error(`admin sign-in failed: ${session.status}`);
      const response = await fetch(`/api/admin/leads/${id}`);
      if (!response.ok) throw new Error(`lead read failed: ${response.status}`);
      return (await response.json()) as {
        lead: {
          hubNumber: number;
          hubId: string;
          name: string;
          smsSignup: boolean;
          emailSignup: boolean;
          phone: string | null;
        };
        consents: {
          channel: string;
          text: string;
          version: string;
          sha256: string;
          pageUrl: string;
          ip: string;
          userAgent: string;
          step?: string | null;
        }[];
      };
    },
    { code: E2E_ADMIN_CODE, id },
  );
}

/**
 * Open the embedded database before the first submission: `next start` opens
 * PGlite lazily, and its first initdb can take many seconds on a busy CI box.
 */
export async function warmBackend(request: APIRequestContext): Promise<void> {
  const origin = `http://127.0.0.1:${E2E_PORT}`;
  for (let attempt = 1; ; attempt++) {
    try {
      // A fresh connection each time: a reused keep-alive socket may have been closed by the server.
      const headers = { origin, connection: "close" };
      const session = await request.post(`${origin}/api/admin/session`, { data: { code: E2E_ADMIN_CODE }, headers });
      expect(session.ok()).toBeTruthy();
      const leads = await request.get(`${origin}/api/admin/leads?pageSize=1`, { timeout: 110_000, headers });
      expect(leads.ok()).toBeTruthy();
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * axe on the contact page. The floating admin button (components/site)
 * sits outside every landmark, which axe's best-practice
 * "region" rule flags; that is reported to its owner, not hidden here for
 * anything of the contact page's own.
 */
export function contactAxe(page: Page) {
  return axeOn(page).exclude("[data-testid=admin-button]");
}
