/**
 * Our Twilio signatures agree with Twilio's own helper library on the same
 * inputs: for every hub, with PUBLIC_URL unset, set (one origin for all four)
 * and with a hub's own PUBLIC_URL_<HUB>, a callback signed by
 * getExpectedTwilioSignature over the URL we gave Twilio (read from the
 * StatusCallback our sender posts to a Twilio stand-in) is accepted, as
 * validateRequest accepts it over the URL we verify; tampered ones are
 * refused by both. Tricky bodies (unicode, '+', '&', empty values), query
 * strings ('~', '%20', "'") and the default port (:443) included.
 */
import { getExpectedTwilioSignature, validateRequest } from "twilio/lib/webhooks/webhooks";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { HUB_IDS, type HubId } from "@/lib/hubs/registry";
import { configuredSenders } from "@/lib/messaging/runtime";
import { readSignedTwilioForm } from "@/lib/messaging/twilio-webhook";
import { publicUrl, twilioUrl, TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH } from "@/lib/messaging/twilio-urls";
import { startTwilioStandIn } from "../support/messaging-sinks";

const TOKEN = "reference-check-twilio-token-77";
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
const saved = { ...process.env };

const SETTINGS: Record<string, Record<string, string>> = {
  "PUBLIC_URL unset": {},
  "PUBLIC_URL set": { PUBLIC_URL: "https://marquetext.com" },
  "PUBLIC_URL and a hub's own": {
    PUBLIC_URL: "https://marquetext.com/",
    PUBLIC_URL_PERCYMD: "https://sms.percymd.com",
  },
};

const BODIES: Record<string, string>[] = [
  { MessageSid: "SM0001", MessageStatus: "delivered", To: "+14155550199", From: "+15005550006" },
  { Body: "STOP ✋ ١٢٣ — déjà vu 🙂", From: "+14155550199", To: "+15005550006" },
  { Body: "a+b=c & d=e?f", From: "+14155550199", ErrorCode: "", SmsStatus: "" },
  { Body: "", From: "", To: "+15005550006", NumMedia: "0" },
];
const QUERIES = ["", "?ref=a~b", "?q=a%20b", "?x=1&y=a+b&z=", "?n='quoted'", "?a=%7E&b=~&c=x+y&d=x%20y"];

function setEnv(vars: Record<string, string>) {
  for (const name of Object.keys(process.env))
    if (name.startsWith("PUBLIC_URL") || name === "NODE_ENV") delete process.env[name];
  Object.assign(process.env, {
    NODE_ENV: "production",
    TWILIO_ACCOUNT_SID: "ACreference",
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: "+15005550006",
    TWILIO_API_URL: twilio.url,
    ...vars,
  });
  resetServerEnvForTests();
}

/** The StatusCallback our sender gives Twilio for a text from this hub. */
async function statusCallbackOf(hub: HubId): Promise<string> {
  const before = twilio.requests.length;
  await configuredSenders().sms!.send({
    id: `row-${hub}`,
    channel: "sms",
    to: "+14155550199",
    subject: null,
    body: "Your code is 123456",
    html: null,
    hubId: hub,
    attempts: 0,
  });
  return twilio.requests[before].form.get("StatusCallback") ?? "";
}

/** The request as it reaches the app behind the shipped nginx: plain HTTP on loopback, the public Host kept. */
function arriving(signedUrl: string, params: Record<string, string>, signature: string): Request {
  const url = new URL(signedUrl);
  const rest = signedUrl.slice(signedUrl.indexOf("/", url.protocol.length + 2));
  return new Request(`http://127.0.0.1:3000${rest}`, {
    method: "POST",
    headers: {
      host: url.hostname,
      "x-forwarded-proto": "https",
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": signature,
    },
    body: new URLSearchParams(params).toString(),
  });
}

async function accepted(request: Request): Promise<boolean> {
  return readSignedTwilioForm(request).then(
    () => true,
    (error: { status?: number }) => {
      if (error.status !== 403) throw error;
      return false;
    },
  );
}

beforeAll(async () => {
  twilio = await startTwilioStandIn();
});
afterAll(async () => {
  await twilio.stop();
  process.env = saved;
  resetServerEnvForTests();
});

describe.each(Object.keys(SETTINGS))("Twilio signatures against the reference, %s", (setting) => {
  beforeEach(() => setEnv(SETTINGS[setting]));

  it.each(HUB_IDS)("%s: the StatusCallback we give Twilio is built by the rule that verifies it", async (hub) => {
    const callback = await statusCallbackOf(hub);
    expect(callback).toBe(twilioUrl(hub, TWILIO_STATUS_PATH));
    const expectedOrigin =
      setting === "PUBLIC_URL unset"
        ? {
            marque: "https://marquetext.com",
            percytech: "https://percytech.com",
            percymd: "https://percymd.com",
            percytext: "https://percytext.com",
          }[hub]
        : hub === "percymd" && setting === "PUBLIC_URL and a hub's own"
          ? "https://sms.percymd.com"
          : "https://marquetext.com";
    expect(callback).toBe(`${expectedOrigin}${TWILIO_STATUS_PATH}`);
  });

  it.each(HUB_IDS)("%s: what Twilio signs, we accept, and the reference agrees on every input", async (hub) => {
    const bases = [await statusCallbackOf(hub), twilioUrl(hub, TWILIO_INBOUND_PATH)];
    for (const base of bases)
      for (const query of QUERIES)
        for (const params of BODIES) {
          const signed = `${base}${query}`;
          const signature = getExpectedTwilioSignature(TOKEN, signed, params);
          const request = arriving(signed, params, signature);
          const ours = publicUrl(request);
          const label = `${signed} ${JSON.stringify(params)}`;
          expect({ label, reference: validateRequest(TOKEN, signature, ours, params) }).toEqual({
            label,
            reference: true,
          });
          expect({ label, ours: await accepted(request) }).toEqual({ label, ours: true });
          // Tampered: a changed value, an added parameter, or the token of another account.
          const changed = { ...params, From: `${params.From ?? ""}1` };
          expect(validateRequest(TOKEN, signature, ours, changed)).toBe(false);
          expect(await accepted(arriving(signed, changed, signature))).toBe(false);
          const forged = getExpectedTwilioSignature("another-accounts-token", signed, params);
          expect(await accepted(arriving(signed, params, forged))).toBe(false);
        }
  });

  it.each(HUB_IDS)(
    "%s: a signature over the URL with its default port (:443) passes, as in validateRequest",
    async (hub) => {
      const base = await statusCallbackOf(hub);
      const params = BODIES[0];
      const withPort = base.replace(/^(https:\/\/[^/]+)/, "$1:443");
      const signature = getExpectedTwilioSignature(TOKEN, `${withPort}?ref=a~b`, params);
      const request = arriving(`${base}?ref=a~b`, params, signature);
      expect(validateRequest(TOKEN, signature, publicUrl(request), params)).toBe(true);
      expect(await accepted(request)).toBe(true);
    },
  );
});
