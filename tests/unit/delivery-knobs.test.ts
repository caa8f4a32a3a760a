import { resetServerEnvForTests, SERVER_ENV_NAMES, startupProblems } from "@/lib/config/server-env";
import { DELIVERY_KNOBS } from "@/lib/config/delivery-knobs";
import { DEFAULT_SETTINGS, deliverySettings } from "@/lib/messaging/delivery-settings";

const env = process.env as Record<string, string | undefined>;
const NAMES = Object.entries(DELIVERY_KNOBS).flatMap(([name, knob]) => [name, knob.was]);
const saved = Object.fromEntries(NAMES.map((n) => [n, env[n]]));

function withEnv(vars: Record<string, string>): void {
  for (const name of NAMES) delete env[name];
  Object.assign(env, vars);
  resetServerEnvForTests();
}

afterAll(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete env[name];
    else env[name] = saved[name];
  }
  resetServerEnvForTests();
});

describe("delivery knobs", () => {
  it("are all under one prefix, and the only delivery tuning the server reads", () => {
    const tuning = SERVER_ENV_NAMES.filter((n) => /_(MS|CONCURRENCY|ATTEMPTS)$/.test(n));
    expect(tuning.sort()).toEqual(Object.keys(DELIVERY_KNOBS).sort());
  });

  it("need no setting: unset or blank, each is its default", () => {
    withEnv({ DELIVERY_LEASE_MS: "" });
    expect(deliverySettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      leaseMs: 60_000,
      sendDeadlineMs: 25_000,
      concurrency: { email: 4, sms: 4, webhook: 2 },
      pollMs: 10_000,
      maxAttempts: 5,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      shutdownGraceMs: 25_000,
      smtp: { connectionTimeoutMs: 5_000, greetingTimeoutMs: 5_000, socketTimeoutMs: 15_000 },
      twilioTimeoutMs: 10_000,
      webhookTimeoutMs: 5_000,
      healthMaxAgeMs: 300_000,
      healthFailingMs: 300_000,
    });
  });

  it("are read from DELIVERY_ variables, provider timeouts held inside the per-send cut-off", () => {
    withEnv({
      DELIVERY_LEASE_MS: "6000",
      DELIVERY_SHUTDOWN_GRACE_MS: "3000",
      DELIVERY_POLL_MS: "250",
      DELIVERY_SMS_CONCURRENCY: "7",
      DELIVERY_SMTP_SOCKET_TIMEOUT_MS: "60000",
      DELIVERY_HEALTH_FAILING_MS: "2000",
    });
    const settings = deliverySettings();
    expect(settings).toMatchObject({
      leaseMs: 6000,
      shutdownGraceMs: 3000,
      sendDeadlineMs: 3000,
      pollMs: 250,
      concurrency: { email: 4, sms: 7, webhook: 2 },
      healthFailingMs: 2000,
    });
    expect(settings.smtp.socketTimeoutMs).toBe(3000);
  });

  it("refuse a value out of range, naming the variable", () => {
    withEnv({ DELIVERY_SMS_CONCURRENCY: "0" });
    expect(() => deliverySettings()).toThrow(/DELIVERY_SMS_CONCURRENCY/);
  });

  it("refuse to start while a knob is still set under its old name, naming the new one", () => {
    withEnv({ OUTBOX_LEASE_MS: "6000", TWILIO_TIMEOUT_MS: "1000" });
    expect(startupProblems()).toEqual(
      expect.arrayContaining([
        "OUTBOX_LEASE_MS is no longer read: set DELIVERY_LEASE_MS instead",
        "TWILIO_TIMEOUT_MS is no longer read: set DELIVERY_TWILIO_TIMEOUT_MS instead",
      ]),
    );
    withEnv({});
    expect(startupProblems().filter((p) => p.includes("no longer read"))).toEqual([]);
  });
});
