/** The sending port: one adapter per channel, each taking one outbox row. */
export interface OutboxRow {
  id: string;
  channel: "email" | "sms" | "webhook";
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  hubId: string | null;
  /** Email: the Reply-To address, when replies should reach someone else than the From. */
  replyTo?: string | null;
  attempts: number;
  /** A client program's own number to send from (else the configured sender). */
  from?: string | null;
  programId?: string | null;
}

export interface SendResult {
  /** The provider's message id (Twilio's SID, the SMTP Message-ID), if any. */
  providerId: string | null;
  /** The provider's answer, shown to staff (an SMTP reply line, Twilio's status). */
  response?: string | null;
}

export interface Sender {
  send(message: OutboxRow): Promise<SendResult>;
}

export type Senders = Partial<Record<OutboxRow["channel"], Sender>>;

/** A refusal that retrying will not fix (a bad or unsubscribed recipient, refused credentials): the row goes dead at once. */
export class PermanentSendError extends Error {
  override name = "PermanentSendError";
}
