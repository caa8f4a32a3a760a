/**
 * The lead webhook is signed the Standard Webhooks way. A local HTTP
 * receiver checks each post exactly as a receiver would (with node:crypto
 * only, not our signing code): recompute the HMAC over "id.timestamp.body"
 * with the shared secret, compare in constant time, refuse an old timestamp.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { webhookSender } from "@/lib/messaging/webhook";
import { resetServerEnvForTests, serverEnv, startupProblems } from "@/lib/config/server-env";
import type { OutboxRow } from "@/lib/messaging/sender";

const KEY = randomBytes(32);
const SECRET = `whsec_${KEY.toString("base64")}`;
const TOLERANCE_SECONDS = 5 * 60;

/** What a receiver does with its copy of the secret: true only for a genuine, fresh post. */
function receiverAccepts(secret: string, headers: IncomingHttpHeaders, body: string, nowSeconds: number): boolean {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (typeof id !== "string" || typeof timestamp !== "string" || typeof signatures !== "string") return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(" ").some((entry) => {
    const [version, signature] = entry.split(",");
    const given = Buffer.from(signature ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let url: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
});

function row(id: string): OutboxRow {
  const body = JSON.stringify({
    lead_id: "3b241101-e2bb-4255-8caf-4136c566a962",
    email: "ada@example.com",
    hub: "marque",
  });
  return { id, channel: "webhook", to: url, subject: null, body, html: null, hubId: "marque", attempts: 0 };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe("the signed lead webhook", () => {
  it("carries webhook-id, webhook-timestamp and a v1 signature the receiver verifies; the id is the same on a retry", async () => {
    const sender = webhookSender(fetch, { secret: SECRET });
    await sender.send(row("7f1c1d7e-0d3b-4f43-9a0e-2f5a3c8b9d10"));
    await sender.send(row("7f1c1d7e-0d3b-4f43-9a0e-2f5a3c8b9d10"));
    expect(received).toHaveLength(2);
    for (const post of received) {
      expect(post.headers["webhook-id"]).toBe("7f1c1d7e-0d3b-4f43-9a0e-2f5a3c8b9d10");
      expect(post.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/);
      expect(receiverAccepts(SECRET, post.headers, post.body, nowSeconds())).toBe(true);
      expect(JSON.parse(post.body)).toMatchObject({ email: "ada@example.com", hub: "marque" });
    }
  });

  it("fails the receiver's check when the body, the id or the secret differ, or the timestamp is old", async () => {
    await webhookSender(fetch, { secret: SECRET }).send(row("a0000000-0000-4000-8000-000000000001"));
    const [post] = received;
    const now = nowSeconds();
    expect(receiverAccepts(SECRET, post.headers, post.body.replace("ada@", "eve@"), now)).toBe(false);
    expect(
      receiverAccepts(
        SECRET,
        { ...post.headers, "webhook-id": "a0000000-0000-4000-8000-000000000002" },
        post.body,
        now,
      ),
    ).toBe(false);
    expect(receiverAccepts(`whsec_${randomBytes(32).toString("base64")}`, post.headers, post.body, now)).toBe(false);
    expect(receiverAccepts(SECRET, post.headers, post.body, now + TOLERANCE_SECONDS + 60)).toBe(false);
  });

  it("takes the secret with or without the whsec_ prefix", async () => {
    const bare = KEY.toString("base64");
    await webhookSender(fetch, { secret: bare }).send(row("b0000000-0000-4000-8000-000000000001"));
    expect(receiverAccepts(SECRET, received[0].headers, received[0].body, nowSeconds())).toBe(true);
  });

  it("reads LEAD_WEBHOOK_SECRET, refuses one that is not base64 of 24+ bytes, and is required in production with a webhook", async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { LEAD_WEBHOOK_SECRET: SECRET });
      resetServerEnvForTests();
      await webhookSender().send(row("c0000000-0000-4000-8000-000000000001"));
      expect(receiverAccepts(SECRET, received[0].headers, received[0].body, nowSeconds())).toBe(true);

      process.env.LEAD_WEBHOOK_SECRET = "not a secret";
      resetServerEnvForTests();
      expect(() => serverEnv()).toThrow(/LEAD_WEBHOOK_SECRET must be base64/);

      delete process.env.LEAD_WEBHOOK_SECRET;
      Object.assign(process.env, { NODE_ENV: "production", CONTACT_WEBHOOK_URL: url });
      resetServerEnvForTests();
      expect(startupProblems()).toEqual(
        expect.arrayContaining([expect.stringMatching(/^LEAD_WEBHOOK_SECRET is not set/)]),
      );
    } finally {
      process.env = saved;
      resetServerEnvForTests();
    }
  });
});
