import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { startSite, type Site } from "../support/next-server.mjs";
import { startSmtpSink } from "../support/messaging-sinks";

/**
 * Real delivery on a hub host: this spec starts an SMTP sink in the test
 * process and its own `next start` with SMTP_URL pointing at it; the visitor
 * reads the code (or the link) from the captured email.
 */
// One server and one sink for the file.
test.describe.configure({ mode: "serial" });

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: Site;
let port: number;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink();
  server = await startSite({
    env: {
      SMTP_URL: sink.url,
      RATE_LIMIT_RELAXED: "1",
      // An hour between sweeps: each mail leaves through the hand-off once its request has answered.
      DELIVERY_POLL_MS: "3600000",
    },
  });
  port = server.port;
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

const origin = () => `http://percymd.localhost:${port}`;

/** Nothing leaves this machine: any request not for our server is answered here. */
async function fence(page: Page): Promise<void> {
  await page.context().route(
    (url) => !(url.hostname.endsWith("localhost") && url.port === String(port)),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>offsite stub</h1>" }),
  );
}

/** The visitor's browser starts the verification on the hub host, as the funnel does. */
async function startByEmail(page: Page, email: string): Promise<string> {
  await page.goto(`${origin()}/check-email`);
  const started = await page.evaluate(async (address) => {
    const response = await fetch("/api/verifications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: address, method: "email", purpose: "signup" }),
    });
    return { status: response.status, body: (await response.json()) as { verification_id: string } };
  }, email);
  expect(started.status).toBe(201);
  return started.body.verification_id;
}

async function mailTo(address: string): Promise<ParsedMail> {
  await expect.poll(() => sink.envelopes.filter((to) => to.includes(address)).length, { timeout: 20_000 }).toBe(1);
  return sink.mails[sink.envelopes.findIndex((to) => to.includes(address))];
}

test("sign-up by email: the code from the captured email, typed on /verify, reaches the success view", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fence(page);
  const email = `delivery-${Date.now()}@example.com`;
  const id = await startByEmail(page, email);
  const mail = await mailTo(email);
  expect(mail.subject).toBe("Your PercyMD verification code");
  expect(mail.html).toEqual(expect.stringContaining("PercyMD"));
  const code = /\b(\d{6})\b/.exec(mail.text ?? "")?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await page.evaluate(
    (data) => sessionStorage.setItem("signup_data", data),
    JSON.stringify({ email, phone: null, verificationId: id }),
  );
  await page.goto(`${origin()}/verify?id=${id}&method=email`);
  await page.locator("#main input[autocomplete='one-time-code']").pressSequentially(code!);
  await expect(page.getByRole("heading", { name: "Account Verified!" })).toBeVisible();
});

test("sign-up by email: the one-click link from the captured email verifies on the same hub's host", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fence(page);
  const email = `delivery-link-${Date.now()}@example.com`;
  const id = await startByEmail(page, email);
  const mail = await mailTo(email);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text ?? "")![0]);
  expect(link.origin).toBe(origin());
  expect(link.searchParams.get("id")).toBe(id);
  await page.goto(link.toString());
  await expect(page.getByRole("heading", { name: "Account Verified!" })).toBeVisible();
});

test("login code: arriving on /verify-otp with a login email sends the code, which signs the visitor in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fence(page);
  const email = `delivery-login-${Date.now()}@example.com`;
  await page.goto(`${origin()}/check-email`);
  await page.evaluate((address) => sessionStorage.setItem("login_email", address), email);
  await page.goto(`${origin()}/verify-otp`);
  const mail = await mailTo(email);
  expect(mail.subject).toBe("Your PercyMD login code");
  const code = /\b(\d{6})\b/.exec(mail.text ?? "")![1];
  await page.locator("#main input[autocomplete='one-time-code']").pressSequentially(code);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
});
