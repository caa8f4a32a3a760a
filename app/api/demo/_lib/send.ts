import "server-only";
import type { Backend, RequestContext } from "@/lib/backend/types";
import { AppError } from "@/lib/errors";
import { handOffOutbox } from "@/lib/messaging/runtime";
import { stateDb } from "@/lib/backend/state-db";

export interface DemoMessage {
  to: string;
  body: string;
  source: string;
}

type WithSend = Backend & {
  sendMessage?: (input: DemoMessage, ctx: RequestContext) => Promise<{ messageId: string }>;
};

/**
 * Send one demo text. A backend that grows `sendMessage` is used as-is;
 * otherwise the message goes into the outbox table of the shared database
 * (PGlite, or DATABASE_URL in both hosted modes), from which the Node
 * server delivers, so every mode can send.
 */
export async function sendDemoMessage(backend: Backend, message: DemoMessage, ctx: RequestContext): Promise<{ messageId: string }> {
  const candidate = backend as WithSend;
  if (typeof candidate.sendMessage === "function") return candidate.sendMessage(message, ctx);
  const db = stateDb();
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into outbox (channel, "to", subject, body, kind, hub_id, created_at, next_attempt_at) values ('sms', $1, null, $2, 'notification', $3, $4, $4) returning id`,
      [message.to, message.body, ctx.hub, new Date().toISOString()],
    );
    handOffOutbox();
    return { messageId: rows[0].id };
  } catch (error) {
    throw new AppError("MESSAGE_SEND_FAILED", "We couldn't send that message. Please try again.", { severity: "HIGH", retryable: true, cause: error });
  }
}
