import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in the test process: every message is parsed with
 * mailparser and kept. Options: answer each message with an error instead,
 * or only after a delay (a slow provider).
 */
export async function startSmtpSink(
  options: { failWith?: { responseCode: number; message: string }; delayMs?: number } = {},
): Promise<{
  url: string;
  mails: ParsedMail[];
  /** Each message as it came over the wire, for outside judges (SpamAssassin). */
  raws: string[];
  envelopes: string[][];
  /** The messages whose envelope names `address` (lowercase), in the order they came. */
  mailsTo(address: string): ParsedMail[];
  stop(): Promise<void>;
}> {
  const mails: ParsedMail[] = [];
  const raws: string[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // At stop, a client's idle pooled connection is told 421 at once, not after smtp-server's 30 s grace:
    // every test has had its mail answered by then, and the wait was a file's longest step.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const rcpt = session.envelope.rcptTo.map((r) => r.address);
      if (options.failWith) {
        const { responseCode, message } = options.failWith;
        stream.on("data", () => {});
        stream.on("end", () => callback(Object.assign(new Error(message), { responseCode })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          async (mail) => {
            if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
            // Together, so envelopes[i] is always mails[i]'s.
            envelopes.push(rcpt);
            mails.push(mail);
            raws.push(raw.toString("utf8"));
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    raws,
    envelopes,
    mailsTo: (address) => mails.filter((_, i) => envelopes[i].some((to) => to.toLowerCase() === address)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  idempotencyToken: string | undefined;
  form: URLSearchParams;
  /** performance.now() when the request arrived. */
  receivedAt: number;
}

/** A local HTTP server answering like Twilio's Messages API (201 with a SID), or with a chosen failure. */
export async function startTwilioStandIn(): Promise<{
  url: string;
  requests: TwilioRequest[];
  failWith: { status: number; code: number; message: string } | null;
  stop(): Promise<void>;
}> {
  const state = {
    url: "",
    requests: [] as TwilioRequest[],
    failWith: null as { status: number; code: number; message: string } | null,
    stop: async () => {},
  };
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      state.requests.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        idempotencyToken: req.headers["i-twilio-idempotency-token"] as string | undefined,
        form: new URLSearchParams(body),
        receivedAt: performance.now(),
      });
      res.setHeader("content-type", "application/json");
      if (state.failWith) {
        res.writeHead(state.failWith.status).end(
          JSON.stringify({
            code: state.failWith.code,
            message: state.failWith.message,
            status: state.failWith.status,
          }),
        );
        return;
      }
      const sid = `SM${String(state.requests.length).padStart(32, "0")}`;
      res.writeHead(201).end(JSON.stringify({ sid, status: "queued" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;

/**
 * jest: a Twilio stand-in for the whole file, started before its first test and stopped after its last.
 * The answer reads through to it, so `url`, `requests` and `failWith` work in hooks and tests.
 */
export function withTwilioStandIn(): Pick<TwilioStandIn, "url" | "requests" | "failWith"> {
  let standIn: TwilioStandIn | undefined;
  const current = () => {
    if (!standIn) throw new Error("withTwilioStandIn: the stand-in starts in beforeAll");
    return standIn;
  };
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
  });
  afterAll(() => standIn?.stop());
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    get failWith() {
      return current().failWith;
    },
    set failWith(value) {
      current().failWith = value;
    },
  };
}

/** The server variables that send texts through `twilio` (a stand-in), signed with `authToken`. */
export function twilioEnv(twilio: { url: string }, authToken: string): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: "ACtest",
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_FROM: "+15005550006",
    TWILIO_API_URL: twilio.url,
  };
}
