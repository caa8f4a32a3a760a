import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import TEST_SECRETS from "../test-secrets.json";
import { E2E_ADMIN_CODE } from "../../playwright.config";
import { HUB_IDS, fetchAs } from "./hubs";

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

const SECRETS = [...Object.values(TEST_SECRETS), E2E_ADMIN_CODE];

test("no server secret is in the browser bundle (.next/static)", () => {
  const staticDir = path.join(process.cwd(), ".next/static");
  let scanned = 0;
  for (const file of files(staticDir)) {
    const text = readFileSync(file, "latin1");
    scanned++;
    for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
  expect(scanned).toBeGreaterThan(10);
});

test("no server secret is in any served page", async ({ request }) => {
  for (const hub of HUB_IDS) {
    for (const route of [
      "/",
      "/pricing",
      "/contact",
      "/demo",
      "/admin",
      "/verify",
      "/payment-success",
      "/no-such-page",
    ]) {
      const html = await (await fetchAs(request, hub, route)).text();
      for (const secret of SECRETS) expect(html.includes(secret), `${secret} in ${hub}${route}`).toBe(false);
    }
  }
});
