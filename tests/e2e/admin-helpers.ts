import http from "node:http";
import { expect, type BrowserContext, type LaunchOptions } from "@playwright/test";
import config, { E2E_ADMIN_CODE, E2E_PORT } from "../../playwright.config";
import { signToken } from "../../lib/security/signed-token";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { hubUrl, type HubId } from "./hubs";

export { E2E_ADMIN_CODE, E2E_PORT };

/** A production-looking host: Chromium maps it to loopback (a --host-resolver-rules flag). */
export const PROD_HOST = "marquetext.com";
export const prodUrl = (path = "/") => `http://${PROD_HOST}:${E2E_PORT}${path}`;

/** The config's launch options plus the host mapping (test.use replaces launchOptions whole). */
export function productionHostLaunchOptions(): LaunchOptions {
  const base = (config.use?.launchOptions ?? {}) as LaunchOptions;
  return { ...base, args: [...(base.args ?? []), `--host-resolver-rules=MAP ${PROD_HOST} 127.0.0.1`] };
}

/** A secret the config gives `next start`. */
export function serverSecret(name: "ADMIN_SESSION_SECRET" | "FORM_TOKEN_SECRET"): string {
  const value = (config.webServer as { env?: Record<string, string> }).env?.[name];
  if (!value) throw new Error(`playwright.config.ts sets no ${name}`);
  return value;
}

export interface RawResponse {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * Raw HTTP to a loopback server with exactly the Host we choose: Node cannot
 * resolve *.localhost (only Chromium maps it), and the hub comes from Host.
 */
export function rawTo(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a pooled keep-alive socket can be closed by the server's idle timeout
    // just as the next request is written on it (ECONNRESET).
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
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
export async function validAdminCookie(): Promise<string> {
  const host = hostOf("marque");
  const res = await raw(
    "POST",
    "/api/admin/session",
    { host, origin: `http://${host}`, "content-type": "application/json" },
    JSON.stringify({ code: E2E_ADMIN_CODE }),
  );
  expect(res.status).toBe(200);
  const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("admin_session="));
  return cookie!.split(";")[0];
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
    const iat = Date.now() - 10_000;
    const formToken = signToken(
      { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `adm${iat}${lead.email}` },
      serverSecret("FORM_TOKEN_SECRET"),
    );
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
