// Delivery: code → inbox, the time from `POST /api/verifications` to the
// code reaching a local SMTP sink (email) or a Twilio stand-in (SMS), p50 and
// p99 per channel, in two runs side by side: normal, and with the SMTP server
// hung (it accepts connections and never answers) while texts keep flowing.
// Then the outbox worker's sustained email rate (a burst of verifications,
// counted at the sink from the first message to the last). Each run is its
// own `next start`, so the request path never waits for a provider.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createServer as createTcpServer } from "node:net";
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

/** A mail server that accepts connections and never says a word. */
async function startHungSmtp() {
  const sockets = new Set();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals: new Map(),
    stop: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(resolve);
      }),
  };
}

/** Twilio's Messages API: 201 with a SID; arrivals by the To number. */
async function startTwilio() {
  const arrivals = new Map();
  let n = 0;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      arrivals.set(new URLSearchParams(body).get("To"), performance.now());
      res
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ sid: `SM${++n}`, status: "queued" }));
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, arrivals, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function waitFor(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
  return true;
}

/** A `next start` whose email goes to smtpUrl and texts to the stand-in; `fn` gets a verification starter. */
async function withServer({ root, smtpUrl, twilioUrl }, fn) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "marque-delivery-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startProcess(process.execPath, [path.join(root, "server.mjs"), "-p", String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: path.join(tmp, "data"),
      RATE_LIMIT_RELAXED: "1",
      SMTP_URL: smtpUrl,
      TWILIO_ACCOUNT_SID: "ACbench",
      TWILIO_AUTH_TOKEN: "bench-twilio-token-0123456789",
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: twilioUrl,
      LOG_LEVEL: "CRITICAL",
    },
  });
  let ip = 0;
  const start = (target) =>
    fetch(`${origin}/api/verifications`, {
      method: "POST",
      headers: {
        host: `percymd.localhost:${port}`,
        "content-type": "application/json",
        "x-forwarded-for": `10.9.${(++ip >> 8) & 255}.${ip & 255}`,
      },
      body: JSON.stringify(
        target.startsWith("+")
          ? { phone: target, method: "sms", purpose: "signup" }
          : { email: target, method: "email", purpose: "signup" },
      ),
    });
  try {
    await waitForHttp(`${origin}/robots.txt`);
    return await fn(start);
  } finally {
    await server.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * `sends` codes per channel, 4 requests in flight per channel, each timed from
 * its request to its arrival; a code that has not arrived after `waitMs` counts
 * as not delivered.
 */
async function codeToInbox(start, sinks, run, sends, waitMs, emailSends = sends) {
  const latencies = { email: [], sms: [] };
  const missing = { email: 0, sms: 0 };
  const targets = {
    email: (i) => `lat-${run}-${i}@example.com`,
    sms: (i) => `+1415${String(5_000_000 + i)}`,
  };
  const count = { email: emailSends, sms: sends };
  const lane = (channel) => async () => {
    let i;
    while ((i = next[channel]++) < count[channel]) {
      const target = targets[channel](i);
      const t0 = performance.now();
      const response = await start(target);
      if (response.status !== 201) throw new Error(`POST /api/verifications answered ${response.status}`);
      const arrivals = sinks[channel].arrivals;
      if (await waitFor(() => arrivals.has(target), waitMs)) latencies[channel].push(arrivals.get(target) - t0);
      else missing[channel]++;
    }
  };
  const next = { email: 0, sms: 0 };
  await Promise.all([...Array(4)].flatMap(() => [lane("email")(), lane("sms")()]));
  const summary = (channel) => {
    const sorted = latencies[channel].sort((a, b) => a - b);
    return {
      delivered: sorted.length,
      sends: count[channel],
      p50Ms: sorted.length ? Math.round(percentile(sorted, 50)) : null,
      p99Ms: sorted.length ? Math.round(percentile(sorted, 99)) : null,
    };
  };
  return { email: summary("email"), sms: summary("sms"), missing };
}

export async function benchDelivery({ root, log, sends = 100, burst = 500 }) {
  const sink = await startSink();
  const hung = await startHungSmtp();
  const twilio = await startTwilio();
  const run = Date.now().toString(36);
  try {
    const normal = await withServer({ root, smtpUrl: sink.url, twilioUrl: twilio.url }, async (start) => {
      const warm = `warm-${run}@example.com`;
      if ((await start(warm)).status !== 201) throw new Error("verification warm-up failed");
      await waitFor(() => sink.arrivals.has(warm), 60_000);
      const latency = await codeToInbox(start, { email: sink, sms: twilio }, `n${run}`, sends, 30_000);

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
      return {
        ...latency,
        burst,
        delivered: times.length,
        sendsPerSecond: Math.round(times.length / Math.max(seconds, 0.001)),
        // The burst's own request rate: the worker cannot send faster than rows arrive.
        requestsPerSecond: Math.round(burst / Math.max(postSeconds, 0.001)),
      };
    });
    // Emails go to a server that never answers; texts must not notice. Same numbers, so forget the first run's.
    twilio.arrivals.clear();
    const hungSmtp = await withServer({ root, smtpUrl: hung.url, twilioUrl: twilio.url }, async (start) => {
      // The first request opens the database and loads the route: not part of the measure.
      const warm = "+14159999999";
      if ((await start(warm)).status !== 201) throw new Error("SMS warm-up failed");
      await waitFor(() => twilio.arrivals.has(warm), 60_000);
      // A few emails are enough to fill the email lane; each is given 2 s to (never) arrive.
      return codeToInbox(start, { email: hung, sms: twilio }, `h${run}`, sends, 2_000, 8);
    });
    const result = {
      sends,
      normal,
      hungSmtp,
      burst: normal.burst,
      delivered: normal.delivered,
      sendsPerSecond: normal.sendsPerSecond,
      requestsPerSecond: normal.requestsPerSecond,
    };
    const ms = (x) => (x.p50Ms === null ? `none of ${x.sends} arrived` : `p50 ${x.p50Ms} ms, p99 ${x.p99Ms} ms`);
    log(
      `delivery code → inbox: email ${ms(normal.email)}, SMS ${ms(normal.sms)}; SMTP hung: email ${ms(hungSmtp.email)}, SMS ${ms(hungSmtp.sms)}; worker ${normal.sendsPerSecond} emails/s (${normal.delivered}/${burst}) while the API took ${normal.requestsPerSecond} verifications/s`,
    );
    return result;
  } finally {
    await sink.stop();
    await hung.stop();
    await twilio.stop();
  }
}

export function deliveryMarkdown(d) {
  if (!d) return "";
  // Results saved before the side-by-side runs: email only.
  if (!d.normal)
    return `\n## Delivery\n\n| measure | value |\n| --- | --- |\n| \`POST /api/verifications\` → email at a local SMTP sink, p50 (${d.sends} sends) | ${d.p50Ms} ms |\n| same, p99 | ${d.p99Ms} ms |\n| outbox worker sustained send rate (${d.delivered}/${d.burst} emails) | ${d.sendsPerSecond} emails/s |\n`;
  const cell = (x) => (x.p50Ms === null ? `not delivered (0/${x.sends})` : `${x.p50Ms} / ${x.p99Ms} ms`);
  return `\n## Delivery\n\nCode → inbox: \`POST /api/verifications\` to the code at a local SMTP sink (email) or Twilio stand-in (SMS), ${d.sends} codes per channel, p50 / p99.\n\n| channel | normal | SMTP server hung |\n| --- | --- | --- |\n| email | ${cell(d.normal.email)} | ${cell(d.hungSmtp.email)} |\n| SMS | ${cell(d.normal.sms)} | ${cell(d.hungSmtp.sms)} |\n\n| measure | value |\n| --- | --- |\n| outbox worker sustained send rate (${d.delivered}/${d.burst} emails) | ${d.sendsPerSecond} emails/s |\n| the burst's \`POST /api/verifications\` rate meanwhile | ${d.requestsPerSecond} req/s |\n`;
}
