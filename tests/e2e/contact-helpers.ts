import { expect, type Page } from "@playwright/test";
import config, { E2E_ADMIN_CODE } from "../../playwright.config";
import { signToken } from "../../lib/security/signed-token";
import { hubUrl, type HubId } from "./hubs";

/** The server's FORM_TOKEN_SECRET, as playwright.config.ts gives it to `next start`. */
function formTokenSecret(): string {
  const server = config.webServer as { env?: Record<string, string> };
  const secret = server.env?.FORM_TOKEN_SECRET;
  if (!secret) throw new Error("playwright.config.ts sets no FORM_TOKEN_SECRET");
  return secret;
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
    const token = signToken({ purpose: "contact", iat, exp: iat + 3_600_000, nonce: `e2e${iat}` }, formTokenSecret());
    return route.fulfill({ json: { token, issuedAt: iat, expiresAt: iat + 3_600_000 }, headers: { "cache-control": "no-store" } });
  });
}

/** Open the contact page with Playwright's clock installed and wait until the form has its token. */
export async function openContact(page: Page, hub: HubId): Promise<void> {
  await page.clock.install();
  const token = page.waitForResponse((r) => r.url().endsWith("/api/form-token") && r.ok());
  await page.goto(hubUrl(hub, "/contact"));
  await token;
  // Hydrated once the token has arrived: the fetch runs in the form's effect.
}

/** Every POST /api/contact the page makes. */
export function recordContactPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/contact") posts.push(r.url());
  });
  return posts;
}

export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.locator("[data-sonner-toast]").filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast.first()).toBeVisible();
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

/** Sign in to the admin API (issue 7) with the e2e access code, for reading leads back. */
export async function adminLead(page: Page, hub: HubId, id: string) {
  const session = await page.request.post(hubUrl(hub, "/api/admin/session"), {
    data: { code: E2E_ADMIN_CODE },
    headers: { origin: new URL(hubUrl(hub)).origin },
  });
  expect(session.ok()).toBeTruthy();
  const response = await page.request.get(hubUrl(hub, `/api/admin/leads/${id}`));
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as {
    lead: { hubNumber: number; hubId: string; name: string; smsSignup: boolean; emailSignup: boolean; phone: string | null };
    consents: { channel: string; text: string; version: string; sha256: string; pageUrl: string; ip: string; userAgent: string }[];
  };
}
