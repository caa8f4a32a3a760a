import "server-only";
import type { Backend, RequestContext } from "@/lib/backend/types";
import { AppError } from "@/lib/errors";
import { handOffOutbox } from "@/lib/messaging/runtime";

export interface DemoMessage {
  to: string;
  body: string;
  source: string;
}

type WithSend = Backend & {
  sendMessage?: (input: DemoMessage, ctx: RequestContext) => Promise<{ messageId: string }>;
};

/**
 * Send one demo text. The backend port has no "send a message" yet, so this
 * is a stand-in (issue 8, reported): a backend that grows `sendMessage` is
 * used as-is; the embedded default writes straight to its outbox table,
 * which is where every embedded message goes (DESIGN.md "Backend").
 */
export async function sendDemoMessage(backend: Backend, message: DemoMessage, ctx: RequestContext): Promise<{ messageId: string }> {
  const candidate = backend as WithSend;
  if (typeof candidate.sendMessage === "function") return candidate.sendMessage(message, ctx);
  if (backend.kind !== "embedded") {
    throw new AppError("MESSAGE_SEND_FAILED", "Sending demo messages is not available on this backend.", { status: 501, severity: "MEDIUM" });
  }
  const { embeddedDatabase } = await import("@/lib/backend/embedded/index");
  const db = await embeddedDatabase();
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
