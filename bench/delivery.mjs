// Delivery: the time from `POST /api/verifications` to the email reaching a
// local SMTP sink (p50/p99 over 200 sends, 4 in flight), and the outbox
// worker's sustained send rate (a burst of verifications, counted at the
// sink from the first message to the last). Its own `next start` with
// SMTP_URL pointing at the sink, so the request path never waits for SMTP.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort, startProcess, waitForHttp } from "./lib.mjs";

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function startSink() {
  const arrivals = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        const at = performance.now();
        for (const r of session.envelope.rcptTo) arrivals.set(r.address, at);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, arrivals, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function waitFor(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
  return true;
}

export async function benchDelivery({ root, log, sends = 200, burst = 500 }) {
  const sink = await startSink();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "marque-delivery-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startProcess(path.join(root, "node_modules/.bin/next"), ["start", "-p", String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: path.join(tmp, "data"),
      RATE_LIMIT_RELAXED: "1",
      SMTP_URL: sink.url,
      LOG_LEVEL: "ERROR",
    },
  });
  const run = Date.now().toString(36);
  let ip = 0;
  const start = (email) =>
    fetch(`${origin}/api/verifications`, {
      method: "POST",
      headers: {
        host: `percymd.localhost:${port}`,
        "content-type": "application/json",
        "x-forwarded-for": `10.9.${(++ip >> 8) & 255}.${ip & 255}`,
      },
      body: JSON.stringify({ email, method: "email", purpose: "signup" }),
    });
  try {
    await waitForHttp(`${origin}/robots.txt`);
    const warm = `warm-${run}@example.com`;
    if ((await start(warm)).status !== 201) throw new Error("verification warm-up failed");
    await waitFor(() => sink.arrivals.has(warm), 60_000);

    // Latency: each send timed from the request to its arrival at the sink.
    const latencies = [];
    let next = 0;
    const worker = async () => {
      while (next < sends) {
        const email = `lat-${run}-${next++}@example.com`;
        const t0 = performance.now();
        const response = await start(email);
        if (response.status !== 201) throw new Error(`POST /api/verifications answered ${response.status}`);
        if (!(await waitFor(() => sink.arrivals.has(email), 30_000))) throw new Error(`no email for ${email}`);
        latencies.push(sink.arrivals.get(email) - t0);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    latencies.sort((a, b) => a - b);

    // Sustained rate: a burst of verifications, measured at the sink.
    const emails = Array.from({ length: burst }, (_, i) => `rate-${run}-${i}@example.com`);
    let i = 0;
    const postStart = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (i < emails.length) await start(emails[i++]);
      }),
    );
    const postSeconds = (performance.now() - postStart) / 1000;
    await waitFor(() => emails.every((e) => sink.arrivals.has(e)), 120_000);
    const times = emails
      .map((e) => sink.arrivals.get(e))
      .filter((t) => t !== undefined)
      .sort((a, b) => a - b);
    const seconds = (times[times.length - 1] - times[0]) / 1000;
    const result = {
      sends,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      burst,
      delivered: times.length,
      sendsPerSecond: Math.round(times.length / Math.max(seconds, 0.001)),
      // The burst's own request rate: the worker cannot send faster than rows arrive.
      requestsPerSecond: Math.round(burst / Math.max(postSeconds, 0.001)),
    };
    log(
      `delivery: POST → SMTP sink p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms over ${sends}; worker ${result.sendsPerSecond} emails/s (${result.delivered}/${burst}) while the API took ${result.requestsPerSecond} verifications/s`,
    );
    return result;
  } finally {
    await server.stop();
    await sink.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function deliveryMarkdown(d) {
  if (!d) return "";
  return `\n## Delivery\n\n| measure | value |\n| --- | --- |\n| \`POST /api/verifications\` → email at a local SMTP sink, p50 (${d.sends} sends) | ${d.p50Ms} ms |\n| same, p99 | ${d.p99Ms} ms |\n| outbox worker sustained send rate (${d.delivered}/${d.burst} emails) | ${d.sendsPerSecond} emails/s |\n| the burst's \`POST /api/verifications\` rate meanwhile | ${d.requestsPerSecond} req/s |\n`;
}
