import { expect, test } from "@playwright/test";
import { expectNoAxeViolationsInBothThemes } from "./axe";
import { contactLead, signedWebhook, signIn, textingServerForFile, textIn, until } from "./texting-server";

/**
 * Two-way texting from the lead page, against a Twilio stand-in: a staff text
 * to a number that replied YES reaches the stand-in, its delivery receipt and
 * a signed reply show in the thread (refreshed by the page's timer, moved with
 * Playwright's clock) without losing the draft; a text to a number that
 * replied STOP is refused with the reason and never reaches the stand-in; the
 * STOP and its automatic answer are in the thread. Axe on the page in both
 * themes.
 */
const THREAD_POLL_MS = 15_000;
const server = textingServerForFile();

const textsTo = (phone: string) => server().twilio.requests.filter((r) => r.form.get("To") === phone);

test("a staff text to a consenting lead reaches Twilio; its receipt and a signed reply show in the thread", async ({
  page,
}) => {
  test.slow();
  const phone = "+14155550171";
  const id = await contactLead(server(), { email: "texting-yes@example.com", phone, lastName: "Yes" });
  // The form's "Reply YES" text, then the number's own YES.
  await until(() => textsTo(phone).length === 1, "the confirmation text");
  expect(await textIn(server(), phone, "YES", "SMyes171")).toContain("<Message>");

  await signIn(page, server());
  await page.clock.install();
  await page.goto(`${server().origin}/admin/leads/${id}`);
  const thread = page.getByTestId("lead-thread");
  await expect(thread.getByRole("heading", { name: "Text messages" })).toBeVisible();
  // The YES and its automatic answer are already in the thread.
  await expect(thread.locator('li[data-direction="in"]')).toHaveText([/YES/]);
  await expect(thread.locator('li[data-direction="auto"]')).toHaveCount(1);

  const box = thread.getByLabel("Text to send");
  await box.fill("Hello Ada, is 3pm good for a call?");
  await thread.getByRole("button", { name: "Send text" }).click();
  await expect(thread.getByRole("status")).toHaveText("Text queued for sending.");
  await expect(box).toHaveValue("");
  await until(() => textsTo(phone).length === 2, "the staff text at the Twilio stand-in");
  const sent = textsTo(phone)[1];
  expect(sent.form.get("Body")).toBe("Hello Ada, is 3pm good for a call?");
  expect(sent.form.get("From")).toBe("+15005550006");
  const sid = `SM${String(server().twilio.requests.indexOf(sent) + 1).padStart(32, "0")}`;

  // Twilio's delivery receipt and the lead's reply, both signed.
  const receipt = await signedWebhook(server(), "status", { MessageSid: sid, MessageStatus: "delivered" });
  expect(receipt.status).toBe(204);
  await textIn(server(), phone, "Yes, 3pm works", "SMreply171");

  // A draft in progress survives the thread's refresh.
  await box.fill("Draft: see you then");
  await page.clock.runFor(THREAD_POLL_MS + 1_000);
  const out = thread.locator('li[data-direction="out"]');
  await expect(out).toHaveCount(1);
  await expect(out).toContainText("Delivered");
  await expect(out).toContainText("Hello Ada, is 3pm good for a call?");
  await expect(out).toContainText("access code");
  await expect(thread.locator('li[data-direction="in"]').last()).toContainText("Yes, 3pm works");
  await expect(box).toHaveValue("Draft: see you then");

  // The history (rendered by the server) names who sent it.
  await page.reload();
  await expect(page.getByTestId("lead-history")).toContainText("sent a text");
  await expect(page.getByTestId("lead-history")).toContainText("The lead texted in");
});

test("a text to an opted-out number is refused with the reason; STOP and its answer show in the thread", async ({
  page,
}) => {
  test.slow();
  const phone = "+14155550172";
  const id = await contactLead(server(), { email: "texting-stop@example.com", phone, lastName: "Stop" });
  await until(() => textsTo(phone).length === 1, "the confirmation text");
  await textIn(server(), phone, "YES", "SMyes172");

  await signIn(page, server());
  await page.clock.install();
  await page.goto(`${server().origin}/admin/leads/${id}`);
  const thread = page.getByTestId("lead-thread");
  await expect(thread.getByRole("button", { name: "Send text" })).not.toHaveAttribute("aria-disabled");

  // The number says STOP while the page is open: the send is refused by the server, with the reason.
  expect(await textIn(server(), phone, "STOP", "SMstop172")).toContain("unsubscribed");
  await thread.getByLabel("Text to send").fill("Are you still interested?");
  await thread.getByRole("button", { name: "Send text" }).click();
  await expect(thread.getByText("Not sent: this number opted out of texts (it replied STOP).").first()).toBeVisible();
  await expect(thread.getByRole("status")).toHaveText("");
  await expect(thread.getByLabel("Text to send")).toHaveValue("Are you still interested?");

  // On refresh the thread shows the STOP and our automatic answer; the button says why it is off.
  await page.clock.runFor(THREAD_POLL_MS + 1_000);
  await expect(thread.locator('li[data-direction="in"]').last()).toContainText("STOP");
  await expect(thread.locator('li[data-direction="auto"]').last()).toContainText("unsubscribed");
  await expect(thread.getByTestId("lead-text-reason")).toHaveText(
    "Not sent: this number opted out of texts (it replied STOP).",
  );
  await expect(thread.getByRole("button", { name: "Send text" })).toHaveAttribute("aria-disabled", "true");

  // A fresh page says so too, and nothing ever reached the number but the confirmation text.
  await page.reload();
  await expect(page.getByTestId("lead-text-reason")).toHaveText(
    "Not sent: this number opted out of texts (it replied STOP).",
  );
  const refused = await server().sql`select count(*)::int as n from outbox where body = 'Are you still interested?'`;
  expect(refused[0].n).toBe(0);
  expect(textsTo(phone)).toHaveLength(1);
});

test("the lead page with its thread passes axe in both themes", async ({ page }) => {
  test.slow();
  const phone = "+14155550173";
  const id = await contactLead(server(), { email: "texting-axe@example.com", phone, lastName: "Axe" });
  await textIn(server(), phone, "YES", "SMaxe");
  await signIn(page, server());
  await page.goto(`${server().origin}/admin/leads/${id}`);
  await expect(page.getByTestId("lead-thread").locator("li")).toHaveCount(2);
  await page.getByTestId("lead-thread").getByLabel("Text to send").fill("Hello");
  await page.getByTestId("lead-thread").getByRole("button", { name: "Send text" }).click();
  await expect(page.getByTestId("lead-thread").getByRole("status")).toHaveText("Text queued for sending.");
  await expectNoAxeViolationsInBothThemes(page, "lead page with thread");
  // A refusal shown inline passes too.
  await page.getByTestId("lead-thread").getByRole("button", { name: "Send text" }).click();
  await expect(page.getByTestId("lead-thread").getByRole("alert")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "thread with a refusal");
});
