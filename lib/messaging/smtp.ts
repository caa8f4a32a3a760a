import nodemailer from "nodemailer";
import { HUBS, isHubId } from "@/lib/hubs/registry";
import type { Sender } from "./sender";

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  /** Fixed From; default "<Hub name> <no-reply@<hub's domain>>". */
  from?: string;
}

export function defaultFrom(hubId: string | null): string {
  const hub = HUBS[hubId && isHubId(hubId) ? hubId : "marque"];
  return `${hub.name} <no-reply@${hub.domain}>`;
}

/** Email over SMTP with nodemailer: every mainstream email service speaks it. */
export function smtpSender(options: SmtpOptions): Sender & { close(): void } {
  const transport = nodemailer.createTransport({ url: options.url, pool: true, maxConnections: 3 });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from ?? defaultFrom(message.hubId),
        to: message.to,
        subject: message.subject ?? "",
        text: message.body,
        html: message.html ?? undefined,
        // A retried send carries the same Message-ID, so receivers can drop the duplicate.
        messageId: `<${message.id}@outbox.${HUBS[message.hubId && isHubId(message.hubId) ? message.hubId : "marque"].domain}>`,
      });
      return { providerId: info.messageId ?? null };
    },
    close: () => transport.close(),
  };
}
