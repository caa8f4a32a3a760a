import nodemailer from "nodemailer";
import { DEFAULT_HUB, HUBS, isHubId, type HubId } from "@/lib/hubs/registry";
import { DEFAULT_SETTINGS, type DeliverySettings } from "./delivery-settings";
import { PermanentSendError, type Sender } from "./sender";

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  /** The From of a hub without its own in `fromByHub`; default "<Hub name> <no-reply@<hub's domain>>". */
  from?: string;
  /** Each hub's own From, so each brand mails as itself. */
  fromByHub?: Partial<Record<HubId, string>>;
  /** Connect, greeting and idle-socket timeouts, all well inside the claim lease. */
  timeouts?: DeliverySettings["smtp"];
  /** Connections kept open (the email lane's concurrency). */
  maxConnections?: number;
}

export function defaultFrom(hubId: string | null): string {
  const hub = HUBS[hubId && isHubId(hubId) ? hubId : DEFAULT_HUB];
  return `${hub.name} <no-reply@${hub.domain}>`;
}

/** The hub's own From, else the shared one, else the hub's default. */
export function fromFor(hubId: string | null, options: Pick<SmtpOptions, "from" | "fromByHub">): string {
  const hub = hubId && isHubId(hubId) ? hubId : DEFAULT_HUB;
  return options.fromByHub?.[hub] ?? options.from ?? defaultFrom(hub);
}

/** The domain of a From (`Name <a@b.example>` or `a@b.example`), where its Message-IDs live. */
export function fromDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * Refused credentials and a refused recipient will be refused again: dead at
 * once. Every other answer (4xx, a 5xx about the message or the server, a
 * timeout, a dropped connection) is retried with backoff.
 */
export function smtpFailure(error: SmtpError): Error {
  const code = error.responseCode;
  const answer = error.response ?? error.message;
  if (error.code === "EAUTH" || code === 530 || code === 534 || code === 535)
    return new PermanentSendError(`SMTP authentication refused: ${answer}`);
  if (error.code === "EENVELOPE" && code !== undefined && code >= 500)
    return new PermanentSendError(`SMTP recipient refused: ${answer}`);
  return new Error(code ? `SMTP ${answer}` : `SMTP ${error.code ?? "error"}: ${error.message}`);
}

/** Email over SMTP with nodemailer: every mainstream email service speaks it. */
export function smtpSender(options: SmtpOptions): Sender & { close(): void } {
  const timeouts = options.timeouts ?? DEFAULT_SETTINGS.smtp;
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.maxConnections ?? DEFAULT_SETTINGS.concurrency.email,
    // One attempt per send: the outbox retries with its own backoff, and a send the pool
    // quietly re-queued could still go out after the row was given up on.
    maxRequeues: 0,
    // nodemailer's own defaults (2 min to connect, 10 min idle) outlive any lease.
    connectionTimeout: timeouts.connectionTimeoutMs,
    greetingTimeout: timeouts.greetingTimeoutMs,
    socketTimeout: timeouts.socketTimeoutMs,
  });
  return {
    async send(message) {
      try {
        const from = fromFor(message.hubId, options);
        const info = await transport.sendMail({
          from,
          to: message.to,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject ?? "",
          text: message.body,
          html: message.html ?? undefined,
          // On the From's domain (what DKIM signs and receivers align); a retried send carries the same
          // Message-ID, so receivers can drop the duplicate.
          messageId: `<${message.id}@${fromDomain(from)}>`,
          // Every mail we send is automatic: no out-of-office or other auto-reply should answer it.
          headers: { "Auto-Submitted": "auto-generated" },
        });
        return { providerId: info.messageId ?? null, response: info.response ?? null };
      } catch (error) {
        throw smtpFailure(error as SmtpError);
      }
    },
    close: () => transport.close(),
  };
}
