import { expect, request as requests, test, type APIRequestContext } from "@playwright/test";
import { getContent } from "../../content";
import { E2E_ADMIN_CODE } from "../../playwright.config";
import { fetchAs, hubUrl, HUBS, type HubId } from "./hubs";

/** A fresh US number per run: the backend's per-number cooldowns never meet an earlier run. */
function randomPhone(): { typed: string; e164: string } {
  const line = String(Math.floor(2_000_000 + Math.random() * 7_999_999));
  return { typed: `(415) ${line.slice(0, 3)}-${line.slice(3)}`, e164: `+1415${line}` };
}

/** Node cannot resolve *.localhost: API calls dial loopback with the hub's Host header (tests/e2e/hubs.ts). */
async function adminApi(hub: HubId): Promise<APIRequestContext> {
  const api = await requests.newContext();
  const signIn = await fetchAs(api, hub, "/api/admin/session", { method: "POST", data: { code: E2E_ADMIN_CODE } });
  expect(signIn.ok()).toBe(true);
  return api;
}

async function outboxFor(
  api: APIRequestContext,
  hub: HubId,
  to: string,
  timeout?: number,
): Promise<{ body: string }[]> {
  const response = await fetchAs(api, hub, `/api/admin/outbox?to=${encodeURIComponent(to)}`, { timeout });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { body: string }[] }).items;
}

test("the whole demo on one hub: phone, code from the outbox, verify, Demo lead, an answer in the chat", async ({
  page,
}) => {
  const hub = "percytext" as const;
  const content = getContent(hub);
  const phone = randomPhone();
  const email = `demo-${Date.now()}@example.com`;
  const api = await adminApi(hub);

  // The first call opens the embedded database (PGlite initdb): seconds on an idle machine, far
  // more on a loaded 2-core CI box, so it happens here, before any UI step's clock starts.
  test.setTimeout(120_000);
  await outboxFor(api, hub, phone.e164, 90_000);
  await page.goto(hubUrl(hub, "/demo"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(HUBS[hub].name);

  // Step 1: a bad number is refused with the shared phone message, then a good one gets a code.
  const phoneField = page.getByRole("textbox", { name: "Mobile number" });
  await phoneField.fill("12345");
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByText("Phone number must be at least 10 digits")).toBeVisible();
  await expect(phoneField).toHaveAttribute("aria-invalid", "true");
  await expect(phoneField).toBeFocused();
  await phoneField.fill(phone.typed);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();

  // Step 2: the code as it landed in the outbox; a wrong one first is refused and cleared.
  let code = "";
  await expect
    .poll(async () => {
      const body = (await outboxFor(api, hub, phone.e164))[0]?.body ?? "";
      code = body.match(/\b(\d{6})\b/)?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  const codeField = page.getByRole("textbox", { name: "Verification code" });
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Invalid verification code")).toBeVisible();
  await expect(codeField).toHaveValue("");
  // Sent with the button (now disabled again): the marked code input takes focus back.
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expect(codeField).toHaveAccessibleDescription("Invalid verification code");
  await expect(codeField).toBeFocused();
  await codeField.fill(code);
  await page.getByRole("button", { name: "Verify" }).click();

  // Step 3: the lead.
  await expect(page.getByRole("heading", { name: "Tell us about your business" })).toBeVisible();
  await page.getByRole("textbox", { name: "Your name" }).fill("Dana Whitfield");
  await page.getByRole("textbox", { name: "Work email" }).fill(email);
  await page.getByRole("textbox", { name: "Business name" }).fill("Whitfield Cellars");
  await page.getByRole("button", { name: "Start the chat" }).click();

  // Step 4: the chat connects (simulated) and answers from this hub's pricing.
  await expect(page.getByRole("status").filter({ hasText: "Online" })).toBeVisible();
  await page.getByRole("textbox", { name: "Your question" }).fill("How much does it cost?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const answer = page.locator('li[data-sender="bot"]').last();
  for (const plan of content.pricing.plans) await expect(answer).toContainText(`$${plan.priceMonthly}`);
  await expect(page.locator('li[data-sender="user"]').last()).toHaveAttribute("data-state", "SENT");

  // The answer texted to the verified phone lands in the outbox.
  await page.getByRole("button", { name: "Text this to my phone" }).click();
  await expect(page.getByText("Texted to your phone")).toBeVisible();
  expect((await outboxFor(api, hub, phone.e164))[0].body).toContain(`$${content.pricing.plans[0].priceMonthly}`);

  // Something the site does not cover: said plainly, with the contact form offered.
  await page.getByRole("textbox", { name: "Your question" }).fill("What is the capital of France?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("link", { name: "Ask our team on the contact form" })).toHaveAttribute(
    "href",
    "/contact",
  );

  // The lead is stored with platform_interest 'Demo', the verified phone and this hub.
  const leads = await fetchAs(api, hub, `/api/admin/leads?q=${encodeURIComponent(email)}`);
  const [lead] = ((await leads.json()) as { items: Record<string, unknown>[] }).items;
  expect(lead).toMatchObject({
    email,
    platformInterest: "Demo",
    phone: phone.e164,
    hubId: hub,
    company: "Whitfield Cellars",
  });
  await api.dispose();
});

test("demo API: honest errors and a session bound to the verified phone", async ({ request }) => {
  const post = (path: string, data: unknown, headers: Record<string, string> = {}) =>
    fetchAs(request, "marque", `/api/demo/${path}`, { method: "POST", data, headers });
  const bad = await post("code", { phoneNumber: "0123456789" });
  expect(bad.status()).toBe(422);
  expect(await bad.json()).toEqual({
    error: {
      code: "SMS_INVALID_PHONE",
      message: "Invalid phone number format",
      fields: { phoneNumber: "Invalid phone number format" },
    },
  });
  const otp = await post("verify", { phoneNumber: "2015551234", otpCode: "12a456" });
  expect(otp.status()).toBe(422);
  expect((await otp.json()).error).toMatchObject({
    code: "AUTH_OTP_INVALID",
    message: "OTP code must contain only digits",
  });
  const expired = await post("verify", { phoneNumber: "2015551234", otpCode: "123456" });
  expect(expired.status()).toBe(410);
  expect((await expired.json()).error.code).toBe("AUTH_OTP_EXPIRED");
  const body = { phoneNumber: "2015551234", message: "hi", name: "A", email: "a@b.co", company: "B" };
  for (const path of ["chat", "message", "lead"]) expect((await post(path, body)).status(), path).toBe(401);
  expect((await post("code", { phoneNumber: "2015551234" }, { origin: "https://evil.example" })).status()).toBe(403);
});
