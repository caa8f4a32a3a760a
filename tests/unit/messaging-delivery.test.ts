import { drain } from "@/lib/messaging/outbox-worker";
import { smtpSender } from "@/lib/messaging/smtp";
import { twilioSender } from "@/lib/messaging/twilio";
import { cores, ctx, withTestDb } from "./backend-fixtures";
import { startSmtpSink, startTwilioStandIn } from "../support/messaging-sinks";
import { outboxQueue } from "@/lib/backend/stores/outbox-queue";

jest.setTimeout(30_000);
const pg = withTestDb();

const origin = "http://percymd.localhost:3000";

describe("email over SMTP to a real SMTP server", () => {
  it("a verification by email sends one email whose code verifies, whose link verifies, and whose HTML names the hub", async () => {
    const sink = await startSmtpSink();
    const sender = smtpSender({ url: sink.url });
    try {
      const backend = cores(pg);
      const db = pg.db;
      const first = await backend.startVerification(
        { email: "Ada@Example.com", method: "email", purpose: "signup" },
        { ...ctx, origin },
      );
      const second = await backend.startVerification(
        { email: "bob@example.com", method: "email", purpose: "signup" },
        { ...ctx, origin },
      );
      expect(await drain({ queue: outboxQueue(db), senders: { email: sender } })).toMatchObject({ sent: 2, failed: 0 });

      const toAda = sink.mails.filter((m) => sink.envelopes[sink.mails.indexOf(m)].includes("ada@example.com"));
      expect(toAda).toHaveLength(1);
      const mail = toAda[0];
      expect(mail.subject).toBe("Your PercyMD verification code");
      expect(mail.from?.text).toBe('"PercyMD" <no-reply@percymd.com>');
      expect(mail.html).toEqual(expect.stringContaining("PercyMD"));
      const code = /\b(\d{6})\b/.exec(mail.text ?? "")?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const link = new URL(/https?:\/\/\S+/.exec(mail.text ?? "")![0]);
      expect(link.origin).toBe(origin);
      expect(link.pathname).toBe("/verify");
      expect(link.searchParams.get("id")).toBe(first.verificationId);
      // The link is also the HTML button.
      expect(mail.html).toEqual(expect.stringContaining(link.searchParams.get("token")!));

      await expect(
        backend.verifyCode(
          {
            verification_id: first.verificationId,
            verification_code: code!,
            email: "ada@example.com",
            auth_method: "email",
          },
          ctx,
        ),
      ).resolves.toMatchObject({ verificationId: first.verificationId, email: "ada@example.com" });

      // The other message's link verifies on its own, once.
      const bobMail = sink.mails.find((m) => m !== mail)!;
      const bobLink = new URL(/https?:\/\/\S+/.exec(bobMail.text ?? "")![0]);
      const byLink = {
        verification_id: second.verificationId,
        verification_code: "",
        verification_token: bobLink.searchParams.get("token")!,
        auth_method: "email" as const,
      };
      await expect(backend.verifyCode(byLink, ctx)).resolves.toMatchObject({ verificationId: second.verificationId });
      await expect(backend.verifyCode(byLink, ctx)).rejects.toMatchObject({ code: "AUTH_OTP_INVALID" });

      // Only the hash of the link token is stored, and the sent body is redacted.
      const rows = (await pg.query(`select * from verifications`)).rows;
      expect(JSON.stringify(rows)).not.toContain(bobLink.searchParams.get("token")!);
      const outbox = (
        await pg.query<{ body: string; html: string | null; status: string }>(`select body, html, status from outbox`)
      ).rows;
      expect(outbox).toEqual([
        { body: "code sent", html: null, status: "sent" },
        { body: "code sent", html: null, status: "sent" },
      ]);
    } finally {
      sender.close();
      await sink.stop();
    }
  });

  it("a wrong link token is refused like a wrong code", async () => {
    const backend = cores(pg);
    const { verificationId } = await backend.startVerification(
      { email: "ada@example.com", method: "email", purpose: "signup" },
      ctx,
    );
    const wrong = {
      verification_id: verificationId,
      verification_code: "",
      verification_token: "x".repeat(43),
      auth_method: "email" as const,
    };
    await expect(backend.verifyCode(wrong, ctx)).rejects.toMatchObject({ code: "AUTH_OTP_INVALID" });
  });
});

describe("SMS through a local server answering like Twilio's Messages API", () => {
  it("sends one form-encoded request per SMS with basic auth, To, From and a Body holding the code", async () => {
    const twilio = await startTwilioStandIn();
    try {
      const backend = cores(pg);
      const db = pg.db;
      const sender = twilioSender({
        accountSid: "AC123",
        authToken: "tok456",
        from: "+15005550006",
        apiUrl: twilio.url,
      });
      const { verificationId } = await backend.startVerification(
        { phone: "+14155550123", method: "sms", purpose: "signup" },
        ctx,
      );
      expect(await drain({ queue: outboxQueue(db), senders: { sms: sender } })).toMatchObject({ sent: 1 });

      expect(twilio.requests).toHaveLength(1);
      const [req] = twilio.requests;
      expect(req.path).toBe("/2010-04-01/Accounts/AC123/Messages.json");
      expect(req.authorization).toBe(`Basic ${Buffer.from("AC123:tok456").toString("base64")}`);
      expect(req.contentType).toBe("application/x-www-form-urlencoded");
      expect(req.form.get("To")).toBe("+14155550123");
      expect(req.form.get("From")).toBe("+15005550006");
      expect(req.form.get("MessagingServiceSid")).toBeNull();
      const body = req.form.get("Body")!;
      expect(body).toMatch(/^PercyMD: your verification code is \d{6}\. It expires in 15 min\.$/);
      const row = (
        await pg.query<{ id: string; provider_id: string; body: string }>(`select id, provider_id, body from outbox`)
      ).rows[0];
      expect(req.idempotencyToken).toBe(row.id);
      expect(row).toMatchObject({ provider_id: "SM00000000000000000000000000000001", body: "code sent" });
      const code = /\d{6}/.exec(body)![0];
      await expect(
        backend.verifyCode(
          {
            verification_id: verificationId,
            verification_code: code,
            mobile_phone_number: "+14155550123",
            auth_method: "sms",
          },
          ctx,
        ),
      ).resolves.toMatchObject({ verificationId });
    } finally {
      await twilio.stop();
    }
  });

  it("uses the Messaging Service SID when configured instead of From", async () => {
    const twilio = await startTwilioStandIn();
    try {
      await cores(pg).startVerification({ phone: "+14155550123", method: "sms", purpose: "login" }, ctx);
      const sender = twilioSender({
        accountSid: "AC1",
        authToken: "t",
        messagingServiceSid: "MG999",
        apiUrl: twilio.url,
      });
      await drain({ queue: outboxQueue(pg.db), senders: { sms: sender } });
      expect(twilio.requests[0].form.get("MessagingServiceSid")).toBe("MG999");
      expect(twilio.requests[0].form.get("From")).toBeNull();
    } finally {
      await twilio.stop();
    }
  });

  it("a refusal from Twilio (400) leaves the row dead with Twilio's error at once", async () => {
    const twilio = await startTwilioStandIn();
    twilio.failWith = { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." };
    try {
      await cores(pg).startVerification({ phone: "+14155550123", method: "sms", purpose: "signup" }, ctx);
      const sender = twilioSender({ accountSid: "AC1", authToken: "t", from: "+15005550006", apiUrl: twilio.url });
      expect(await drain({ queue: outboxQueue(pg.db), senders: { sms: sender } })).toMatchObject({ dead: 1 });
      const row = (await pg.query(`select status, last_error from outbox`)).rows[0];
      expect(row).toEqual({
        status: "dead",
        last_error: "Twilio HTTP 400 21211: The 'To' number is not a valid phone number.",
      });
    } finally {
      await twilio.stop();
    }
  });

  it("no provider for a channel: the row stays readable as unsent: no provider", async () => {
    await cores(pg).startVerification({ phone: "+14155550123", method: "sms", purpose: "signup" }, ctx);
    const printed: string[] = [];
    expect(
      await drain({ queue: outboxQueue(pg.db), senders: {}, onUnsent: (row) => printed.push(row.body) }),
    ).toMatchObject({
      unsent: 1,
    });
    const outbox = await cores(pg).admin.outbox({});
    expect(outbox.items[0]).toMatchObject({ status: "unsent", lastError: "no provider", attempts: 1 });
    expect(outbox.items[0].body).toMatch(/code is \d{6}/);
    expect(printed[0]).toBe(outbox.items[0].body);
  });
});
