import { readFileSync } from "node:fs";
import { embeddedPglite } from "@/lib/backend/database";
import { pgliteDb } from "@/lib/backend/database";
import { enqueue } from "@/lib/backend/core/outbox";
import * as drainRoute from "@/app/api/outbox/drain/route";
import { withEmbeddedBackend } from "../support/embedded-backend";
import { twilioEnv, withTwilioStandIn } from "../support/messaging-sinks";

/**
 * The Vercel recipe: vercel.json schedules the outbox drain, and Vercel Cron calls that path with GET,
 * `Authorization: Bearer $CRON_SECRET` and its own user agent. A pending SMS goes out on that call.
 */
const SECRET = "vercel-cron-secret-0123456789";
jest.setTimeout(30_000);
const twilio = withTwilioStandIn();
withEmbeddedBackend(
  "vercel-cron",
  () => ({
    ...twilioEnv(twilio, "twilio-auth-token-for-tests"),
    CRON_SECRET: SECRET,
    SUPABASE_URL: undefined,
    SMTP_URL: undefined,
  }),
  { quiet: true },
);

/** What Vercel Cron sends: a GET of the scheduled path on the production host. */
function cronCall(authorization?: string) {
  return drainRoute.GET(
    new Request("https://marquetext.com/api/outbox/drain", {
      method: "GET",
      headers: {
        host: "marquetext.com",
        "user-agent": "vercel-cron/1.0",
        ...(authorization ? { authorization } : {}),
      },
    }),
  );
}

describe("Vercel Cron", () => {
  it("vercel.json schedules GET /api/outbox/drain, and the route answers GET", () => {
    const config = JSON.parse(readFileSync("vercel.json", "utf8")) as { crons: { path: string; schedule: string }[] };
    expect(config.crons).toContainEqual({ path: "/api/outbox/drain", schedule: expect.any(String) });
    expect(typeof drainRoute.GET).toBe("function");
  });

  it("refuses a call without the bearer secret, or with a wrong one, and sends nothing", async () => {
    await enqueue(
      pgliteDb(embeddedPglite),
      { channel: "sms", to: "+14155550777", subject: null, body: "Cron test", kind: "notification", hubId: "marque" },
      new Date(),
    );
    expect((await cronCall()).status).toBe(401);
    expect((await cronCall(`Bearer ${SECRET}x`)).status).toBe(401);
    expect((await cronCall(SECRET)).status).toBe(401);
    expect(twilio.requests).toHaveLength(0);
  });

  it("drains the outbox on Vercel Cron's GET with Authorization: Bearer $CRON_SECRET", async () => {
    const response = await cronCall(`Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sent: 1 });
    expect(twilio.requests.map((r) => r.form.get("To"))).toEqual(["+14155550777"]);
    const pg = await embeddedPglite();
    const row = await pg.query<{ status: string }>(`select status from outbox where "to" = '+14155550777'`);
    expect(row.rows[0].status).toBe("sent");
  });
});
