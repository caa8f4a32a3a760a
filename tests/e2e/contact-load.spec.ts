import { expect, test } from "@playwright/test";
import autocannon from "autocannon";
import { E2E_ADMIN_CODE, E2E_PORT, E2E_SERVER_ENV } from "../../playwright.config";
import { signToken } from "../../lib/security/signed-token";
import { fetchAs, hostHeader, loopbackUrl } from "./hubs";

/**
 * A bounded load run on POST /api/contact at concurrency 64 from
 * several client IPs (limits relaxed by RATE_LIMIT_RELAXED in the test
 * server). No error but intended 429s, and stored leads = accepted, exactly.
 * A fixed number of requests (LOAD_REQUESTS, default 384), not a duration:
 * a timed run stops counting answers still in flight at the end, which the
 * server has nonetheless stored. Bounded by a 60 s timeout.
 */
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 384);

/** A token as the page would have issued it 10 s ago; each is good for one submission. */
function agedToken(nonce: string): string {
  const secret = E2E_SERVER_ENV.FORM_TOKEN_SECRET;
  const iat = Date.now() - 10_000;
  return signToken({ typ: "contact-form", iat, exp: iat + 3_600_000, nonce }, secret);
}

test("64 concurrent clients: every accepted contact is a stored lead", async ({ request }) => {
  test.setTimeout(120_000);
  const run = `load${Date.now().toString(36)}`;
  let sent = 0;
  // Warm up: the first write opens the embedded database, which must not count against the run.
  const warm = await fetchAs(request, "percytech", "/api/contact", {
    method: "POST",
    data: {
      firstName: "Warm",
      lastName: "Up",
      email: `warmup.${run}@example.org`,
      emailSignup: false,
      smsSignup: false,
      website: "",
      formToken: agedToken(`${run}-warm`),
    },
    headers: { "x-forwarded-for": "10.8.0.1" },
  });
  expect(warm.status()).toBe(201);
  const result = await autocannon({
    url: loopbackUrl("/api/contact"),
    connections: 64,
    amount: REQUESTS,
    timeout: 60,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const n = sent++;
          return {
            ...req,
            headers: {
              host: hostHeader("percytech"),
              "content-type": "application/json",
              "x-forwarded-for": `10.9.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({
              firstName: "Load",
              lastName: "Tester",
              email: `${run}-${n}@example.com`,
              phone: "",
              company: "",
              message: "",
              emailSignup: false,
              smsSignup: false,
              website: "",
              formToken: agedToken(`${run}-${n}`),
            }),
          };
        },
      },
    ],
  });
  const stats = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const codes = Object.fromEntries(Object.entries(stats).map(([code, s]) => [code, s.count]));
  const accepted = codes["201"] ?? 0;
  const unexpected = Object.keys(codes).filter((code) => code !== "201" && code !== "429");
  expect(unexpected, JSON.stringify(codes)).toEqual([]);
  expect(result.errors + result.timeouts).toBe(0);
  expect(accepted).toBeGreaterThan(0);

  const login = await fetchAs(request, "percytech", "/api/admin/session", {
    method: "POST",
    data: { code: E2E_ADMIN_CODE },
  });
  expect(login.ok()).toBe(true);
  const leads = await fetchAs(request, "percytech", `/api/admin/leads?q=${run}-`);
  expect(leads.ok()).toBe(true);
  const body = (await leads.json()) as { total: number };
  // The warm-up lead is named warmup.<run>@, so searching "<run>-" counts only the load run.
  expect(body.total).toBe(accepted);
  test.info().annotations.push({
    type: "load",
    description: `${accepted} of ${REQUESTS} accepted on port ${E2E_PORT}: ${JSON.stringify(codes)}`,
  });
});
