// POST /api/contact under load on the embedded backend: throughput, p50/p99,
// and the check that every accepted request is a stored lead. A fixed number
// of requests (not a duration), so no answer in flight escapes the tally.
import autocannon from "autocannon";

const ADMIN_CODE = "bench-admin-code";

/** `count` form tokens from the server, 32 requests at a time: each token is good for one submission. */
export async function formTokens(origin, headers, count) {
  const tokens = [];
  while (tokens.length < count) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(32, count - tokens.length) },
        async () => (await (await fetch(`${origin}/api/form-token`, { headers })).json()).token,
      ),
    );
    tokens.push(...batch);
  }
  return tokens;
}

/** A valid contact submission for run `run`, number `n`, carrying its own form token. */
export function contactBody(run, n, formToken) {
  return {
    firstName: "Bench",
    lastName: "Mark",
    email: `${run}-${n}@example.com`,
    emailSignup: false,
    smsSignup: false,
    website: "",
    formToken,
  };
}

export async function benchContact({ origin, port, requests = 2000, log }) {
  const host = `percytech.localhost:${port}`;
  const headers = { host, "content-type": "application/json" };
  const tokens = await formTokens(origin, headers, requests + 1);
  await new Promise((r) => setTimeout(r, 3_100)); // The server refuses a form younger than 3 s.
  const run = `bench${Date.now().toString(36)}`;
  const body = (n) => JSON.stringify(contactBody(run, n, tokens[n === "warm" ? requests : n]));
  const warm = await fetch(`${origin}/api/contact`, {
    method: "POST",
    headers: { ...headers, "x-forwarded-for": "10.7.0.1" },
    body: body("warm").replace(`${run}-warm`, `warm.${run}`),
  });
  if (warm.status !== 201) throw new Error(`contact warm-up answered ${warm.status}: ${await warm.text()}`);

  let sent = 0;
  const result = await autocannon({
    url: `${origin}/api/contact`,
    connections: 64,
    amount: requests,
    timeout: 60,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const n = sent++;
          return {
            ...req,
            headers: { ...headers, "x-forwarded-for": `10.6.${(n >> 8) & 255}.${n & 255}` },
            body: body(n),
          };
        },
      },
    ],
  });
  const codes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  const accepted = codes["201"] ?? 0;

  const login = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers,
    body: JSON.stringify({ code: ADMIN_CODE }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const leads = await (await fetch(`${origin}/api/admin/leads?q=${run}-`, { headers: { host, cookie } })).json();
  const otherStatuses = Object.fromEntries(Object.entries(codes).filter(([code]) => code !== "201"));
  const out = {
    requests,
    connections: 64,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    accepted,
    storedLeads: leads.total,
    otherStatuses,
    errors: result.errors + result.timeouts,
  };
  log(
    `POST /api/contact: ${out.requestsPerSecond} req/s, p50 ${out.p50Ms} ms, p99 ${out.p99Ms} ms; accepted ${accepted}, stored ${out.storedLeads}`,
  );
  if (accepted !== out.storedLeads) throw new Error(`accepted ${accepted} ≠ stored ${out.storedLeads}`);
  return out;
}
