/**
 * A hostile SMS run: at least 10,000 requests against the verification and
 * contact routes, in process on the embedded backend, with a Twilio stand-in
 * receiving what the outbox worker sends. Foreign, premium-rate, malformed
 * and look-alike numbers (other scripts' digits, fullwidth, letters for
 * digits), and IPv6 clients from one /64 alongside scattered IPv4 ones.
 * Never a 5xx; never a text outside SMS_COUNTRIES; never more texts than
 * SMS_DAILY_LIMIT; one staff alert when the budget runs out.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { embeddedPglite } from "@/lib/backend/database";
import { drainOutbox } from "@/lib/messaging/runtime";
import { agedToken, contactRequest, FORM_SECRET, VALID } from "./contact-route-helpers";
import { withEmbeddedBackend } from "../support/embedded-backend";
import { twilioEnv, withTwilioStandIn } from "../support/messaging-sinks";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 10_000);
const BUDGET = 60;
const HOST = "marque.localhost:3000";
type Route = (request: Request) => Promise<Response>;
let verifications: Route;
let contact: Route;
const twilio = withTwilioStandIn();
withEmbeddedBackend("sms-hostile", () => ({
  ...twilioEnv(twilio, "hostile-token"),
  FORM_TOKEN_SECRET: FORM_SECRET,
  SMS_DAILY_LIMIT: String(BUDGET),
  SALES_INBOX: "staff@hostile.example",
  LOG_LEVEL: "CRITICAL",
  SMS_COUNTRIES: undefined,
  RATE_LIMIT_RELAXED: undefined,
  SMTP_URL: undefined,
}));
beforeAll(async () => {
  ({ POST: verifications } = await import("@/app/api/verifications/route"));
  ({ POST: contact } = await import("@/app/api/contact/route"));
});

/** A seeded generator, so a failure repeats. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const random = rng(26);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join("");

const FULLWIDTH = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const ARABIC_INDIC = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const DEVANAGARI = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));
const MATH_BOLD = (s: string) => s.replace(/\d/g, (d) => String.fromCodePoint(0x1d7ce + Number(d)));

const AREAS = ["201", "415", "604", "312", "646", "416", "213", "305"];
const usNumber = () => `+1${pick(AREAS)}${2 + Math.floor(random() * 8)}${digits(6)}`;

/** Every kind of number an attacker (or a clumsy person) sends. */
const NUMBER_KINDS: Record<string, () => unknown> = {
  us: usNumber,
  usNational: () => usNumber().slice(2),
  foreign: () =>
    pick([
      `+447400${digits(6)}`,
      `+336${digits(8)}`,
      `+86138${digits(8)}`,
      `+23480${digits(8)}`,
      `+1876${2 + Math.floor(random() * 8)}${digits(6)}`,
      `+1268464${digits(4)}`,
      `+1809${2 + Math.floor(random() * 8)}${digits(6)}`,
      `+79${digits(9)}`,
    ]),
  premium: () => pick([`+1900${2 + Math.floor(random() * 8)}${digits(6)}`, `+44909${digits(7)}`, `+33897${digits(6)}`]),
  malformed: () =>
    pick([
      digits(Math.floor(random() * 20)),
      `++1${digits(10)}`,
      `+0${digits(10)}`,
      "555-CALL-NOW",
      `+1${digits(10)}\u0000`,
      `${usNumber()} ext. 12`,
      "",
      " ",
      "x".repeat(500),
      12015550123,
      null,
      { number: usNumber() },
      [usNumber()],
    ]),
  lookalike: () =>
    pick([
      FULLWIDTH(usNumber()),
      ARABIC_INDIC(usNumber()),
      DEVANAGARI(usNumber()),
      MATH_BOLD(usNumber()),
      usNumber().replace(/0/g, "O"),
      usNumber().replace(/1/g, "l"),
      usNumber().replace("+", "\uff0b"),
      usNumber().replace(/(\d{3})/, "$1\u200b"),
      usNumber().replace(/(\d{3})/, "$1\u2212"),
      FULLWIDTH(pick([`+447400${digits(6)}`, `+1876${digits(7)}`, `+1900${digits(7)}`])),
    ]),
};

const V6_PREFIX = "2001:db8:26:b";
function clientAddress(i: number): string {
  // A third of the clients walk one IPv6 /64; the rest are scattered IPv4 addresses.
  if (i % 3 === 0) return `${V6_PREFIX}:${digits(4)}:${(i % 65536).toString(16)}:${digits(2)}:${digits(3)}`;
  return `${10 + Math.floor(random() * 200)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 250)}`;
}

function verificationRequest(phone: unknown, ip: string): Request {
  return new Request(`http://${HOST}/api/verifications`, {
    method: "POST",
    headers: { host: HOST, "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ phone, method: pick(["sms", "sms", "sms", undefined]) }),
  });
}

function contactSms(phone: unknown, ip: string, n: number): Request {
  const body = { ...VALID, email: `h${n}@example.com`, phone, smsSignup: true, formToken: agedToken() };
  return contactRequest(body, { host: HOST, ip });
}

it(`${RUNS} hostile requests: no 5xx, no text abroad, no more texts than the budget`, async () => {
  const statuses: Record<number, number> = {};
  const byKind: Record<string, Record<number, number>> = {};
  const fromV6: Record<number, number> = {};
  for (let i = 0; i < RUNS; i++) {
    const kind = pick(Object.keys(NUMBER_KINDS));
    const phone = NUMBER_KINDS[kind]();
    const ip = clientAddress(i);
    const response = await (i % 2 === 0
      ? verifications(verificationRequest(phone, ip))
      : contact(contactSms(phone, ip, i)));
    if (response.status >= 500)
      throw new Error(`${response.status} for ${JSON.stringify(phone)}: ${await response.text()}`);
    const json = (await response.json()) as Record<string, unknown>;
    if (response.status >= 400) expect(Object.keys(json)).toEqual(["error"]);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    (byKind[kind] ??= {})[response.status] = (byKind[kind][response.status] ?? 0) + 1;
    if (ip.startsWith(V6_PREFIX)) fromV6[response.status] = (fromV6[response.status] ?? 0) + 1;
    if (i % 500 === 499) await drainOutbox();
  }
  await drainOutbox();

  const sent = twilio.requests.map((r) => r.form.get("To") ?? "");
  const countries = sent.map((to) => parsePhoneNumberFromString(to)?.country ?? "??");
  const types = sent.map((to) => parsePhoneNumberFromString(to)?.getType() ?? "??");
  const pg = await embeddedPglite();
  const queued = (await pg.query<{ n: number }>(`select count(*)::int as n from outbox where channel = 'sms'`)).rows[0]
    .n;
  const alerts = (
    await pg.query<{ n: number }>(
      `select count(*)::int as n from outbox where channel = 'email' and subject like 'SMS budget spent%'`,
    )
  ).rows[0].n;
  process.stdout.write(
    `\nSMS hostile run: ${RUNS} requests; statuses ${JSON.stringify(statuses)}; by kind ${JSON.stringify(byKind)}; ` +
      `one IPv6 /64 ${JSON.stringify(fromV6)}; texts queued ${queued}, sent to Twilio ${sent.length} ` +
      `(countries ${JSON.stringify(countBy(countries))}), budget ${BUDGET}, staff alerts ${alerts}\n`,
  );

  expect(Object.keys(statuses).some((s) => Number(s) >= 500)).toBe(false);
  expect(countries.every((c) => c === "US" || c === "CA")).toBe(true);
  expect(types.some((t) => t === "PREMIUM_RATE" || t === "SHARED_COST")).toBe(false);
  expect(queued).toBeLessThanOrEqual(BUDGET);
  expect(sent.length).toBeLessThanOrEqual(BUDGET);
  // The budget was reached (the run is hostile enough), and staff heard about it once.
  expect(queued).toBe(BUDGET);
  expect(alerts).toBe(1);
  // One /64 is one client: at most 20 verification starts and 5 contacts per window, however many addresses it uses.
  expect(fromV6[201] ?? 0).toBeLessThanOrEqual(25);
  expect(fromV6[429]).toBeGreaterThan(0);
}, 900_000);

function countBy(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
