import { expect, test } from "@playwright/test";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks";
import { startSite, type Site } from "../support/next-server.mjs";
import { startTwilioStandIn } from "../support/messaging-sinks";
import { rawTo } from "./admin-helpers";

/**
 * A Twilio webhook signed over the URL exactly as called, its query mixing
 * every escape Twilio may send (`%7E` beside `~`, `+` beside `%20`), is
 * accepted by the built server, which re-serializes queries before route
 * handlers see them; the same request signed over Next's re-serialized form is
 * refused, and a target header the client sends never moves the URL the
 * signature is checked against. The same under `npm start` (the site's own
 * server) and plain `next start` (Next alone, as Vercel and other hosts run
 * it): the guard lives in proxy.ts, as do the static files' 405, 416 and 412.
 */
const TOKEN = "signed-query-e2e-twilio-token-3317";
const QUERY = "?a=%7E&b=~&c=x+y&d=x%20y";
const INBOUND = "/api/webhooks/twilio/inbound";
const HOST = "marquetext.com";
const PARAMS = { From: "+14155550171", To: "+15005550006", Body: "HELP", MessageSid: "SMsignedquery1" };

/** The two ways the build is served here: the site's own server, and Next's. */
const SERVERS = ["npm start", "next start"] as const;

let next: Site | undefined;
let port = 0;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>> | undefined;

function post(target: string, signedUrl: string, extra: Record<string, string> = {}) {
  return rawTo(
    port,
    "POST",
    target,
    {
      host: HOST,
      connection: "close",
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": getExpectedTwilioSignature(TOKEN, signedUrl, PARAMS),
      ...extra,
    },
    new URLSearchParams(PARAMS).toString(),
  );
}

for (const entry of SERVERS)
  test.describe(entry, () => {
    test.describe.configure({ mode: "serial", timeout: 180_000 });

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      twilio = await startTwilioStandIn();
      next = await startSite({
        entry,
        bind: "127.0.0.1",
        readyPath: "/api/health",
        env: {
          ADMIN_ACCESS_CODE: "signed-query-admin-code-7731",
          ADMIN_SESSION_SECRET: "signed-query-admin-session-secret-0123456789abcdef",
          FORM_TOKEN_SECRET: "signed-query-form-token-secret-0123456789abcdef",
          TWILIO_ACCOUNT_SID: "ACsignedquery",
          TWILIO_AUTH_TOKEN: TOKEN,
          TWILIO_FROM: "+15005550006",
          TWILIO_API_URL: twilio.url,
        },
      });
      port = next.port;
    });

    test.afterAll(async () => {
      await next?.stop();
      await twilio?.stop();
    });

    test("a signature over the combined query, exactly as called, is accepted by the built server", async () => {
      const answered = await post(`${INBOUND}${QUERY}`, `https://${HOST}${INBOUND}${QUERY}`);
      expect(answered.status, answered.body).toBe(200);
      expect(answered.headers["content-type"]).toMatch(/text\/xml/);
      expect(answered.body).toContain("<Message>");
      // Each parameter alone, as before.
      for (const one of QUERY.slice(1).split("&")) {
        const alone = await post(`${INBOUND}?${one}`, `https://${HOST}${INBOUND}?${one}`);
        expect({ one, status: alone.status }).toEqual({ one, status: 200 });
      }
    });

    test("a signature over another form of the query is refused", async () => {
      // What Next's re-serialized URL would say: not what was called.
      const reserialized = "?a=%7E&b=%7E&c=x+y&d=x+y";
      expect((await post(`${INBOUND}${QUERY}`, `https://${HOST}${INBOUND}${reserialized}`)).status).toBe(403);
    });

    test("a target header the client chooses is ignored: the signature is checked against the real URL", async () => {
      const chosen = { "x-marque-twilio-target": `${INBOUND}?x=1` };
      // Signed over the URL the client named in the header: refused.
      expect((await post(`${INBOUND}${QUERY}`, `https://${HOST}${INBOUND}?x=1`, chosen)).status).toBe(403);
      // Another webhook's path, with that webhook's own signature: refused too.
      const status = { "x-marque-twilio-target": "/api/webhooks/twilio/status" };
      expect((await post(INBOUND, `https://${HOST}/api/webhooks/twilio/status`, status)).status).toBe(403);
      // Signed over the URL really called, whatever the header says: accepted.
      const real = await post(`${INBOUND}${QUERY}`, `https://${HOST}${INBOUND}${QUERY}`, chosen);
      expect(real.status, real.body).toBe(200);
      expect(real.body).toContain("<Message>");
    });

    test("a static file refuses a wrong method, a range past its end and a failed precondition, never a 5xx", async () => {
      const icon = (headers: Record<string, string>, method = "GET") =>
        rawTo(port, method, "/icon.svg", { host: HOST, connection: "close", ...headers });
      const past = await icon({ range: "bytes=99999999-" });
      expect([past.status, past.headers["content-range"]]).toEqual([416, expect.stringMatching(/^bytes \*\/\d+$/)]);
      expect((await icon({ "sec-fetch-dest": "image", "if-match": '"nope"' })).status).toBe(412);
      expect((await icon({ range: "bytes=0-9" })).status).toBe(206);
      expect((await icon({ "if-match": "*" })).status).toBe(200);
      expect((await icon({}, "DELETE")).status).toBe(405);
    });
  });
