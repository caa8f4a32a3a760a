/**
 * The URL a Twilio signature covers is the public https:// one, never a
 * guess from what the client sent: PUBLIC_URL when set, https://<hub domain>
 * on a hub's own domain, else the Host and the X-Forwarded-Proto our trusted
 * proxy set. A body is refused past 64 KiB while it streams, before it is
 * read whole.
 */
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { publicUrl, readCappedText, readSignedTwilioForm } from "@/lib/messaging/twilio-webhook";
import { twilioSignature } from "@/lib/messaging/twilio";
import { AppError } from "@/lib/errors/app-error";
import {
  isSpellingOf,
  keepTwilioRequestTarget,
  TWILIO_REQUEST_TARGET_HEADER,
} from "@/lib/messaging/twilio-request-target";

const TOKEN = "public-url-token";

function withEnv(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetServerEnvForTests();
}

beforeEach(() => withEnv({ PUBLIC_URL: undefined, TRUSTED_PROXY_HOPS: undefined, TWILIO_AUTH_TOKEN: TOKEN }));
afterAll(() => withEnv({ PUBLIC_URL: undefined, TWILIO_AUTH_TOKEN: undefined }));

const at = (url: string, headers: Record<string, string>) => new Request(url, { headers });
const PATH = "/api/webhooks/twilio/inbound";

describe("publicUrl", () => {
  it("a hub's own domain is https, whatever scheme reached the server", () => {
    expect(publicUrl(at(`http://127.0.0.1:3000${PATH}`, { host: "percymd.com" }))).toBe(`https://percymd.com${PATH}`);
    expect(publicUrl(at(`http://127.0.0.1:3000${PATH}?a=1`, { host: "www.marquetext.com:8080" }))).toBe(
      `https://www.marquetext.com${PATH}?a=1`,
    );
  });

  it("PUBLIC_URL wins over every header", () => {
    withEnv({ PUBLIC_URL: "https://sms.example.com/" });
    const request = at(`http://127.0.0.1:3000${PATH}`, {
      host: "evil.example",
      "x-forwarded-proto": "http",
      "x-forwarded-host": "evil.example",
    });
    expect(publicUrl(request)).toBe(`https://sms.example.com${PATH}`);
  });

  it("elsewhere: the Host, and the scheme our trusted proxy set (never X-Forwarded-Host)", () => {
    const request = (headers: Record<string, string>) =>
      at(`http://127.0.0.1:3000${PATH}`, { host: "marque.localhost", ...headers });
    expect(publicUrl(request({ "x-forwarded-proto": "https" }))).toBe(`https://marque.localhost${PATH}`);
    expect(publicUrl(request({ "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" }))).toBe(
      `https://marque.localhost${PATH}`,
    );
    expect(publicUrl(request({}))).toBe(`http://marque.localhost${PATH}`);
    // A client-sent value before our proxy's: the one a trusted hop wrote counts.
    expect(publicUrl(request({ "x-forwarded-proto": "http, https" }))).toBe(`https://marque.localhost${PATH}`);
    withEnv({ TRUSTED_PROXY_HOPS: "2" });
    expect(publicUrl(request({ "x-forwarded-proto": "https, http" }))).toBe(`https://marque.localhost${PATH}`);
    expect(publicUrl(request({ "x-forwarded-proto": "gopher" }))).toBe(`http://marque.localhost${PATH}`);
  });

  it("a STOP signed over the public https URL is accepted behind a proxy that says https", async () => {
    const params = { From: "+12015550150", Body: "STOP" };
    const signed = (url: string) =>
      new Request(`http://127.0.0.1:3000${PATH}`, {
        method: "POST",
        headers: {
          host: "marque.localhost",
          "x-forwarded-proto": "https",
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": twilioSignature(TOKEN, url, params),
        },
        body: new URLSearchParams(params).toString(),
      });
    expect(await readSignedTwilioForm(signed(`https://marque.localhost${PATH}`))).toEqual(params);
    await expect(readSignedTwilioForm(signed(`http://marque.localhost${PATH}`))).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe("the request target proxy.ts keeps", () => {
  const target = (url: string, sent?: string) => {
    const headers = new Headers(sent ? { [TWILIO_REQUEST_TARGET_HEADER]: sent } : {});
    keepTwilioRequestTarget(headers, url);
    return headers.get(TWILIO_REQUEST_TARGET_HEADER);
  };

  it("is set on a Twilio webhook as the proxy received it, and a client's copy is dropped everywhere", () => {
    expect(target(`http://127.0.0.1:3000${PATH}?a=%7E&b=~`)).toBe(`${PATH}?a=%7E&b=~`);
    expect(target(`http://127.0.0.1:3000${PATH}?a=1`, `${PATH}?x=1`)).toBe(`${PATH}?a=1`);
    expect(target("http://127.0.0.1:3000/api/contact", `${PATH}?x=1`)).toBeNull();
    expect(target("http://127.0.0.1:3000/pricing#top", "/elsewhere")).toBeNull();
  });

  it("counts only as another spelling of the URL the route was called at", () => {
    const called = `http://127.0.0.1:3000${PATH}?a=%7E&b=%7E&c=x+y&d=x+y`;
    expect(isSpellingOf(`${PATH}?a=%7E&b=~&c=x+y&d=x%20y`, called)).toBe(true);
    expect(isSpellingOf(`${PATH}?d=x%20y&a=~&c=x+y&b=~`, called)).toBe(true);
    expect(isSpellingOf(`${PATH}?x=1`, called)).toBe(false);
    expect(isSpellingOf(`/api/webhooks/twilio/status?a=%7E&b=~&c=x+y&d=x%20y`, called)).toBe(false);
    expect(isSpellingOf(`${PATH}?a=%7E&b=~&c=x+y`, called)).toBe(false);
    expect(isSpellingOf(`https://evil.example${PATH}?a=%7E&b=~&c=x+y&d=x%20y`, called)).toBe(false);
    expect(isSpellingOf(`${PATH}%E0%A4%A`, `http://127.0.0.1:3000${PATH}`)).toBe(false);
  });

  it("a client-sent target naming another URL moves nothing: the signature is checked against the real one", async () => {
    const params = { From: "+12015550150", Body: "STOP" };
    const signed = (url: string, sent: string) =>
      new Request(`http://127.0.0.1:3000${PATH}?a=1`, {
        method: "POST",
        headers: {
          host: "percymd.com",
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": twilioSignature(TOKEN, url, params),
          [TWILIO_REQUEST_TARGET_HEADER]: sent,
        },
        body: new URLSearchParams(params).toString(),
      });
    const real = `https://percymd.com${PATH}?a=1`;
    expect(publicUrl(signed(real, `${PATH}?x=1`))).toBe(real);
    await expect(readSignedTwilioForm(signed(`https://percymd.com${PATH}?x=1`, `${PATH}?x=1`))).rejects.toMatchObject({
      status: 403,
    });
    await expect(readSignedTwilioForm(signed(real, `${PATH}?x=1`))).resolves.toEqual(params);
  });
});

describe("readCappedText", () => {
  it("refuses a body past the cap while it streams, reading no further", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(97);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request("http://marque.localhost/x", { method: "POST", body, duplex: "half" } as RequestInit);
    const error = await readCappedText(request, 64 * 1024).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
    // 64 KiB is four chunks; the fifth passes the cap. A stream may read a little ahead, never the 16 MB.
    expect(pulled).toBeLessThan(10);
  });

  it("refuses a declared Content-Length past the cap before reading anything", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(10));
        controller.close();
      },
    });
    const request = new Request("http://marque.localhost/x", {
      method: "POST",
      body,
      headers: { "content-length": String(10 * 1024 * 1024) },
      duplex: "half",
    } as RequestInit);
    await expect(readCappedText(request, 64 * 1024)).rejects.toMatchObject({ status: 413 });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("reads a body within the cap, multi-byte characters intact", async () => {
    const text = `Body=${encodeURIComponent("STOP ✋ ١٢٣")}&From=%2B12015550150`;
    expect(await readCappedText(new Request("http://x/", { method: "POST", body: text }))).toBe(text);
  });
});
