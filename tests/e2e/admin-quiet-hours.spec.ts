import { expect, test } from "@playwright/test";
import { localSendTime } from "../../lib/messaging/local-send-time";
import {
  contactLead,
  setServerClock,
  signIn,
  textingServerForFile,
  textIn,
  until,
  usAfternoon,
} from "./texting-server";

/**
 * Our own sending hours in the lead's thread, on a built server: with the
 * server's clock at 6:00 (7:00 in summer) in New York on a weekday, a staff
 * text to a New York number is not sent but shown as "Scheduled for 8:00 AM
 * EST/EDT" with the rule that holds it; staff cancel it from the thread, it
 * shows "Cancelled", its outbox row is cancelled and audited, and it never
 * reaches Twilio.
 */
const PHONE = "+12125550147";
const ZONE = "America/New_York";
// 11:00 UTC on a weekday: before 8:00 in New York whether it is EST or EDT.
const morning = usAfternoon();
morning.setUTCHours(11);
const server = textingServerForFile({ QUIET_HOURS: "08:00-20:00" }, (started) => setServerClock(started, morning));

test("a text outside the recipient's hours is shown as scheduled, and once cancelled never goes", async ({ page }) => {
  test.slow();
  const id = await contactLead(server(), { email: "quiet-hours@example.com", phone: PHONE, lastName: "Quiet" });
  const textsTo = () => server().twilio.requests.filter((r) => r.form.get("To") === PHONE);
  // The web opt-in's confirmation is not held (it is no solicitation), then the number's YES.
  await until(() => textsTo().length === 1, "the confirmation text");
  await textIn(server(), PHONE, "YES", "SMquiet1");

  await signIn(page, server());
  await page.clock.install();
  await page.goto(`${server().origin}/admin/leads/${id}`);
  const thread = page.getByTestId("lead-thread");
  await thread.getByLabel("Text to send").fill("Hello Ada, a question about your plan.");
  await thread.getByRole("button", { name: "Send text" }).click();
  const day = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, weekday: "long" }).format(morning);
  await expect(thread.getByRole("status")).toHaveText(
    new RegExp(`^Text scheduled for 8:00 AM E[SD]T: Our sending hours: not before 8 a\\.m\\. on ${day}\\.$`),
  );
  const out = thread.locator('li[data-direction="out"]');
  await expect(out).toHaveCount(1);
  const scheduled = out.getByTestId("lead-text-scheduled");
  await expect(scheduled).toHaveText(/^Scheduled for 8:00 AM E[SD]T$/);
  await expect(out.getByTestId("lead-text-held-by")).toHaveText(
    `Held by Our sending hours: not before 8 a.m. on ${day}`,
  );
  const goesAt = (await scheduled.getAttribute("datetime"))!;
  expect(`Scheduled for ${localSendTime(goesAt, ZONE)}`).toBe(await scheduled.textContent());
  expect(new Date(goesAt).getTime()).toBeGreaterThan(morning.getTime() + 60 * 60_000);

  const row = async () =>
    (
      await server().sql<{ status: string; next_attempt_at: Date }[]>`
        select o.status, o.next_attempt_at from outbox o join lead_texts t on t.outbox_id = o.id
        where t.phone = ${PHONE} and t.direction = 'out'`
    )[0];
  expect(await row()).toMatchObject({ status: "pending" });
  expect((await row()).next_attempt_at.toISOString()).toBe(goesAt);

  // Cancelled from the thread: shown at once, recorded, audited.
  await out.getByRole("button", { name: "Cancel text" }).click();
  await expect(out).toContainText("Cancelled");
  await expect(out.getByRole("button", { name: "Cancel text" })).toHaveCount(0);
  await expect(out.getByTestId("lead-text-scheduled")).toHaveCount(0);
  expect((await row()).status).toBe("cancelled");
  const audit = await server().sql<{ actor: string }[]>`
    select actor from audit_log where lead_id = ${id} and action = 'lead.text' and after->>'status' = 'cancelled'`;
  expect(audit).toHaveLength(1);

  // Still cancelled after the thread's next refresh, and nothing but the confirmation reached Twilio.
  await page.clock.runFor(16_000);
  await expect(out).toContainText("Cancelled");
  expect(textsTo().map((r) => r.form.get("Body"))).not.toContain("Hello Ada, a question about your plan.");
  expect(textsTo()).toHaveLength(1);
});
