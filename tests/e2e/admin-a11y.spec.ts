import { axeOn } from "./axe";
import { expect, test } from "@playwright/test";
import { hubUrl } from "./hubs";
import { E2E_ADMIN_CODE, prodUrl, warmUpDatabase } from "./admin-helpers";

/** Axe on the admin surfaces: the access form, the locked dialog, the dashboard. */
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await warmUpDatabase();
});

test("the access form, the locked dialog and the dashboard pass axe", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(hubUrl("percymd", "/admin"));
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await page.goto(prodUrl("/?admin"));
  await page.getByRole("button", { name: "Admin sign-in" }).click();
  await page.getByRole("dialog", { name: "Admin access" }).getByRole("button", { name: "Unlock" }).waitFor();
  await page.getByLabel("Access code").fill("wrong");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
  expect((await axeOn(page).include('[role="dialog"]').analyze()).violations).toEqual([]);

  await page.getByLabel("Access code").fill(E2E_ADMIN_CODE);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});
