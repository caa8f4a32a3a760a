import { readFileSync } from "node:fs";
import { embeddedPglite } from "@/lib/backend/database";
import { resetServerEnvForTests, startupProblems } from "@/lib/config/server-env";
import * as digestRoute from "@/app/api/cron/follow-up-digest/route";
import { digestDay } from "@/lib/backend/core/follow-up";
import { startSmtpSink } from "../support/messaging-sinks";
import { withEmbeddedBackend } from "../support/embedded-backend";

/**
 * The digest's scheduler door: vercel.json calls it hourly, only Bearer
 * CRON_SECRET opens it, and `?now=` moves its clock only with the test hooks
 * on (E2E_TEST_HOOKS, which a server refuses with a database URL). The email arrives at
 * a real SMTP sink.
 */
const SECRET = "digest-cron-secret-0123456789";
const ANN = "ann@example.com";
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
jest.setTimeout(30_000);

withEmbeddedBackend(
  "follow-up-digest-route",
  {
    ADMIN_EMAILS: ANN,
    CRON_SECRET: SECRET,
    TZ: "America/New_York",
    SUPABASE_URL: undefined,
    DATABASE_URL: undefined,
    E2E_TEST_HOOKS: undefined,
  },
  { quiet: true },
);

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  resetServerEnvForTests();
  const pg = await embeddedPglite();
  // Ann's lead, due on 26 November.
  await pg.query(
    `insert into leads (name, email, email_key, platform_interest, hub_id, hub_number, assigned_to, follow_up_on, created_at)
     values ('Due Lead', 'due-lead@example.com', 'due-lead@example.com', 'General inquiry', 'marque', 1, $1, '2026-11-26', '2026-10-01T00:00:00Z')`,
    [ANN],
  );
}, 60_000);
afterAll(async () => {
  await sink.stop();
  delete process.env.E2E_TEST_HOOKS;
  resetServerEnvForTests();
});

function call(query: string, authorization?: string) {
  return digestRoute.GET(
    new Request(`https://marquetext.com/api/cron/follow-up-digest${query}`, {
      headers: { host: "marquetext.com", "user-agent": "vercel-cron/1.0", ...(authorization ? { authorization } : {}) },
    }),
  );
}

describe("GET /api/cron/follow-up-digest", () => {
  it("is scheduled hourly in vercel.json (08:00 falls on an hour in every zone the office uses)", () => {
    const config = JSON.parse(readFileSync("vercel.json", "utf8")) as { crons: { path: string; schedule: string }[] };
    expect(config.crons).toContainEqual({ path: "/api/cron/follow-up-digest", schedule: "0 * * * *" });
  });

  it("answers 401 without the bearer secret and sends nothing", async () => {
    expect((await call("")).status).toBe(401);
    expect((await call("", `Bearer ${SECRET}x`)).status).toBe(401);
    expect(sink.mails).toHaveLength(0);
  });

  it("ignores ?now= unless E2E_TEST_HOOKS is on; with it, moves the clock (and refuses a bad time with 422)", async () => {
    // Without E2E_TEST_HOOKS a forged time changes nothing: 07:00 EST on the 26th is not taken.
    const real = await call("?now=2030-11-26T13:00:00Z", `Bearer ${SECRET}`);
    expect(real.status).toBe(200);
    expect((await real.json()).day).toBe(digestDay(new Date(), "America/New_York"));

    process.env.E2E_TEST_HOOKS = "1";
    resetServerEnvForTests();
    expect((await call("?now=yesterday", `Bearer ${SECRET}`)).status).toBe(422);
    const early = await call("?now=2030-11-26T12:59:00Z", `Bearer ${SECRET}`);
    expect(await early.json()).toEqual({ day: null, sent: 0 });
    const morning = await call("?now=2030-11-26T13:00:00Z", `Bearer ${SECRET}`);
    expect(await morning.json()).toEqual({ day: "2030-11-26", sent: 1 });
    // The same morning again: already weighed.
    expect(await (await call("?now=2030-11-26T15:00:00Z", `Bearer ${SECRET}`)).json()).toEqual({
      day: "2030-11-26",
      sent: 0,
    });
    const digestMails = () => sink.mails.filter((m) => m.subject?.includes("your leads for 2030-11-26"));
    for (let i = 0; i < 100 && digestMails().length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    const digests = digestMails();
    expect(digests).toHaveLength(1);
    expect(digests[0].text).toContain("Due Lead <due-lead@example.com> (follow up 2026-11-26)");
  });

  it("E2E_TEST_HOOKS is refused at start with a database URL", () => {
    process.env.E2E_TEST_HOOKS = "1";
    process.env.DATABASE_URL = "postgres://localhost:1/none";
    resetServerEnvForTests();
    try {
      expect(startupProblems()).toContain("E2E_TEST_HOOKS is for tests only: unset it with a database URL");
    } finally {
      delete process.env.DATABASE_URL;
      resetServerEnvForTests();
    }
  });
});
