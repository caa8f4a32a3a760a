import { expect, test } from "@playwright/test";
import { localSendTime } from "../../lib/messaging/local-send-time";
import { contactLead, signIn, startTextingServer, textIn, until, type TextingServer } from "./texting-server";

/**
 * Quiet hours in the lead's thread, on a built server: a staff text to a New
 * York number while the window there is closed is not sent but shown as
 * "Scheduled for <time> EST/EDT" (the window's opening, on the recipient's
 * clock); staff cancel it from the thread, it shows "Cancelled", its outbox
 * row is cancelled and audited, and it never reaches Twilio. The server's
 * clock is real, so the window is set from it: it opens two hours from now
 * in New York (or closed an hour ago, late in the day).
 */
const PHONE = "+12125550147";
const ZONE = "America/New_York";
let server: TextingServer;
let opens = "";

function closedWindow(): { setting: string; opensAt: number } {
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hour: "numeric", hourCycle: "h23" }).format(new Date()),
  );
  const start = hour + 2 <= 23 ? hour + 2 : 0;
  const setting =
    start > 0 ? `${String(start).padStart(2, "0")}:00-24:00` : `00:00-${String(hour - 1).padStart(2, "0")}:00`;
  return { setting, opensAt: start };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const window = closedWindow();
  server = await startTextingServer({ QUIET_HOURS: window.setting });
  // "1:00 PM EST": the opening on today's or tomorrow's date, as the server will show it.
  opens = `${window.opensAt % 12 === 0 ? 12 : window.opensAt % 12}:00 ${window.opensAt < 12 ? "AM" : "PM"}`;
});

test.afterAll(async () => {
  await server?.stop();
});

test("a text outside the recipient's hours is shown as scheduled, and once cancelled never goes", async ({ page }) => {
  test.slow();
  const id = await contactLead(server, { email: "quiet-hours@example.com", phone: PHONE, lastName: "Quiet" });
  const textsTo = () => server.twilio.requests.filter((r) => r.form.get("To") === PHONE);
  // The web opt-in's confirmation is not held (it is no solicitation), then the number's YES.
  await until(() => textsTo().length === 1, "the confirmation text");
  await textIn(server, PHONE, "YES", "SMquiet1");

  await signIn(page, server);
  await page.clock.install();
  await page.goto(`${server.origin}/admin/leads/${id}`);
  const thread = page.getByTestId("lead-thread");
  await thread.getByLabel("Text to send").fill("Hello Ada, a question about your plan.");
  await thread.getByRole("button", { name: "Send text" }).click();
  await expect(thread.getByRole("status")).toHaveText(
    new RegExp(`^Text scheduled for ${opens} E[SD]T: the recipient's quiet hours\\.$`),
  );
  const out = thread.locator('li[data-direction="out"]');
  await expect(out).toHaveCount(1);
  const scheduled = out.getByTestId("lead-text-scheduled");
  await expect(scheduled).toHaveText(new RegExp(`^Scheduled for ${opens} E[SD]T$`));
  const goesAt = (await scheduled.getAttribute("datetime"))!;
  expect(`Scheduled for ${localSendTime(goesAt, ZONE)}`).toBe(await scheduled.textContent());
  expect(new Date(goesAt).getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);

  const row = async () =>
    (
      await server.sql<{ status: string; next_attempt_at: Date }[]>`
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
  const audit = await server.sql<{ actor: string }[]>`
    select actor from audit_log where lead_id = ${id} and action = 'lead.text' and after->>'status' = 'cancelled'`;
  expect(audit).toHaveLength(1);

  // Still cancelled after the thread's next refresh, and nothing but the confirmation reached Twilio.
  await page.clock.runFor(16_000);
  await expect(out).toContainText("Cancelled");
  expect(textsTo().map((r) => r.form.get("Body"))).not.toContain("Hello Ada, a question about your plan.");
  expect(textsTo()).toHaveLength(1);
});
