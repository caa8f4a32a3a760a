import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_CODE } from "../../playwright.config";
import { hubUrl } from "./hubs";
import { fenceOffsite, frozenClock, hubApi, seedSession } from "./funnel-support";

/**
 * The real funnel on the embedded backend (no stubs): a verification is
 * started through the API, the code is read from the outbox through the
 * admin API, and the person types it on /verify.
 */
async function outboxCode(request: APIRequestContext, hub: string, to: string): Promise<string> {
  const api = hubApi(hub);
  const session = await request.post(api.url("/api/admin/session"), {
    headers: api.headers,
    data: { code: E2E_ADMIN_CODE },
  });
  expect(session.ok()).toBe(true);
  const outbox = await request.get(api.url(`/api/admin/outbox?to=${encodeURIComponent(to)}`), { headers: api.headers });
  expect(outbox.ok()).toBe(true);
  const { items } = (await outbox.json()) as { items: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(items[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

// The first database use opens PGlite (initdb + migrations), which holds the
// server's thread for a while on a busy 2-core machine: pay it once, up front.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  await outboxCode(request, "marque", "warm-up@example.com").catch(() => undefined);
  console.info(`[funnel-journey] embedded database ready in ${Date.now() - started} ms`);
});

test("sign-up: API start → outbox code → /verify → 'Account Verified!' → /admin 1.5 s later", async ({
  page,
  request,
}) => {
  await fenceOffsite(page);
  await frozenClock(page);
  const email = `journey-${Date.now()}@example.com`;
  const api = hubApi("percymd");
  const started = await request.post(api.url("/api/verifications"), {
    headers: api.headers,
    data: { email, method: "email", purpose: "signup" },
  });
  expect(started.status()).toBe(201);
  const { verification_id: id } = (await started.json()) as { verification_id: string };
  const code = await outboxCode(request, "percymd", email);

  await seedSession(page, { signup_data: JSON.stringify({ email, phone: null, verificationId: id }) });
  await page.goto(hubUrl("percymd", `/verify?id=${id}&method=email`));
  const input = page.locator("#main input[autocomplete='one-time-code']");

  // A wrong code first: the backend's own answer, and the input is cleared.
  await input.pressSequentially(code === "000000" ? "111111" : "000000");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid verification code" })).toBeVisible();
  await expect(input).toHaveValue("");

  await input.pressSequentially(code);
  await expect(page.getByRole("heading", { name: "Account Verified!" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("verified_verification_id"))).toBe(id);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "user_session")?.httpOnly).toBe(true);

  await page.clock.runFor(1_499);
  expect(new URL(page.url()).pathname).toBe("/verify");
  await page.clock.runFor(1);
  await page.waitForURL((url) => url.pathname === "/admin");
});

test("login code: resend after 30 s sends a real code; typing it says 'Welcome Back!' and goes to /admin", async ({
  page,
  request,
}) => {
  await fenceOffsite(page);
  await frozenClock(page);
  const email = `login-${Date.now()}@example.com`;
  await seedSession(page, { login_email: email });
  await page.goto(hubUrl("percytech", "/verify-otp"));
  await page.clock.runFor(30_000);
  const resend = page.getByRole("button", { name: /Resend code/ });
  // The 30 s cooldown (tested exactly in funnel-verify) starts when the page
  // hydrates, after its first paint and perhaps after those 30 s were run:
  // keep the frozen clock moving, 5 s a step, until the cooldown is over.
  await expect(async () => {
    if (await resend.isDisabled()) await page.clock.runFor(5_000);
    await expect(resend).toBeEnabled({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await resend.click();
  await expect(page.getByText("A new code is on its way.")).toBeVisible();
  const code = await outboxCode(request, "percytech", email);
  await page.locator("#main input[autocomplete='one-time-code']").pressSequentially(code);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  await expect(page.getByText("Redirecting to your dashboard...")).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === "user_session")).toBe(true);
  await page.clock.runFor(1_500);
  await page.waitForURL((url) => url.pathname === "/admin");
});
