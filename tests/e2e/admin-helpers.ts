import { expect, type BrowserContext } from "@playwright/test";
import { E2E_ADMIN_CODE, E2E_PORT, E2E_SERVER_ENV } from "../../playwright.config";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { adminSessionCookie, rawTo, type RawResponse } from "../support/site-requests";
import { agedFormToken } from "../support/signed-requests";
import { hubUrl, type HubId } from "./hubs";

export { E2E_ADMIN_CODE, E2E_PORT, rawTo, type RawResponse };

/** A production-looking host, which the browser resolves to this machine (DOMAINS_ON_LOOPBACK). */
export const PROD_HOST = "marquetext.com";
export const prodUrl = (path = "/") => `http://${PROD_HOST}:${E2E_PORT}${path}`;

/** A secret the shared e2e server runs with (tests/support/e2e-server.mjs). */
export function serverSecret(name: "ADMIN_SESSION_SECRET" | "FORM_TOKEN_SECRET"): string {
  return E2E_SERVER_ENV[name];
}

/** Raw HTTP to the e2e server (see rawTo). */
export function raw(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  return rawTo(E2E_PORT, method, pathname, headers, body);
}

export const hostOf = (hub: HubId) => `${hub}.localhost:${E2E_PORT}`;

/** A session cookie from a real sign-in (sessions are recorded server-side, so one cannot be minted). */
export function validAdminCookie(): Promise<string> {
  return adminSessionCookie(E2E_PORT, hostOf("marque"), E2E_ADMIN_CODE);
}

/**
 * The first database read opens PGlite (initdb): seconds on a quiet machine,
 * far longer on a busy CI runner. Specs call this from beforeAll with a long
 * timeout so no single test pays for it.
 */
export async function warmUpDatabase(): Promise<void> {
  const res = await raw("GET", "/api/admin/leads", { host: hostOf("marque"), cookie: await validAdminCookie() });
  expect(res.status).toBe(200);
}

export async function adminCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === "admin_session")?.value;
}

export interface SeedLead {
  hub: HubId;
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
}

/** Seed leads through POST /api/contact, as a visitor on each hub's host would (a token aged past the 3 s rule). */
export async function seedLeads(leads: readonly SeedLead[]): Promise<void> {
  for (const lead of leads) {
    const formToken = agedFormToken(serverSecret("FORM_TOKEN_SECRET"));
    const body = JSON.stringify({
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      company: lead.company ?? null,
      message: `Seeded by the admin tests for ${lead.hub}`,
      emailSignup: true,
      smsSignup: false,
      formToken,
      consentVersion: CURRENT_CONSENT_VERSION,
    });
    const origin = new URL(hubUrl(lead.hub)).origin;
    const response = await raw(
      "POST",
      "/api/contact",
      { host: hostOf(lead.hub), origin, "content-type": "application/json" },
      body,
    );
    expect(response.status, response.body).toBe(201);
  }
}
