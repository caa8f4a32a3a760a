import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signToken } from "../../lib/security/signed-token";
import { E2E_ADMIN_CODE, E2E_PORT, raw, serverSecret, warmUpDatabase } from "./admin-helpers";

/**
 * The production build (`next start`) refuses admin data without a valid
 * session cookie: none, forged, expired, or only a Host header that says
 * localhost. Raw HTTP, so the Host header is exactly what we send.
 */
const get = (pathname: string, headers: Record<string, string>) => raw("GET", pathname, headers);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await warmUpDatabase();
});

const now = Date.now();
const secret = serverSecret("ADMIN_SESSION_SECRET");
const forged = signToken({ exp: now + 3_600_000, iat: now, sub: "admin" }, "a-guessed-secret");
const expired = signToken({ exp: now - 1000, iat: now - 86_401_000, sub: "admin" }, secret);
const valid = signToken({ exp: now + 3_600_000, iat: now, sub: "admin" }, secret);

const CASES: Record<string, Record<string, string>> = {
  "no cookie": { host: `marque.localhost:${E2E_PORT}` },
  "a forged cookie": { host: `marque.localhost:${E2E_PORT}`, cookie: `admin_session=${forged}` },
  "an expired cookie": { host: `marque.localhost:${E2E_PORT}`, cookie: `admin_session=${expired}` },
  "Host: localhost": { host: "localhost" },
  "Host: localhost:PORT": { host: `localhost:${E2E_PORT}` },
  "Host: 127.0.0.1": { host: `127.0.0.1:${E2E_PORT}` },
};

const API = ["/api/admin/leads", "/api/admin/leads/00000000-0000-0000-0000-000000000000", "/api/admin/leads.csv", "/api/admin/verifications", "/api/admin/outbox"];

for (const [name, headers] of Object.entries(CASES)) {
  test(`refused with ${name}`, async () => {
    for (const pathname of API) {
      const res = await get(pathname, headers);
      expect(res.status, pathname).toBe(401);
      expect(JSON.parse(res.body)).toEqual({ error: { code: "API_UNAUTHORIZED", message: "Admin sign-in required" } });
    }
    for (const pathname of ["/admin", "/admin/verifications", "/admin/outbox"]) {
      const res = await get(pathname, headers);
      expect(res.body, pathname).toContain("Admin sign-in");
      expect(res.body).not.toMatch(/<h1[^>]*>(Leads|Verifications|Outbox)<\/h1>/);
      expect(res.body).not.toContain('data-testid="admin-shell"');
      expect(res.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    }
  });
}

test("a valid cookie is let in (the control for the cases above)", async () => {
  const headers = { host: `marque.localhost:${E2E_PORT}`, cookie: `admin_session=${valid}` };
  expect((await get("/api/admin/leads", headers)).status).toBe(200);
  const page = await get("/admin", headers);
  expect(page.body).toMatch(/<h1[^>]*>Leads<\/h1>/);
});

test("robots.txt disallows /admin", async () => {
  expect((await get("/robots.txt", { host: `marque.localhost:${E2E_PORT}` })).body).toMatch(/Disallow: \/admin/);
});

/** Every file under .next/static, for the bundle check. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test("no access code appears anywhere under .next/static", () => {
  const codes = [E2E_ADMIN_CODE];
  // Codes generated on a first start (dev or e2e data directories) must not leak either.
  for (const dir of [".data", `.data/e2e-${E2E_PORT}`]) {
    const file = path.join(dir, "secrets.json");
    if (existsSync(file)) codes.push((JSON.parse(readFileSync(file, "utf8")) as { ADMIN_ACCESS_CODE: string }).ADMIN_ACCESS_CODE);
  }
  const all = files(".next/static");
  expect(all.length).toBeGreaterThan(10);
  for (const file of all) {
    const text = readFileSync(file).toString("latin1");
    for (const code of codes) expect(text.includes(code), `${code} in ${file}`).toBe(false);
  }
});
