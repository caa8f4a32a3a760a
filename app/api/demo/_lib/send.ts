import "server-only";
import type { RequestContext } from "@/lib/backend/types";
import { AppError } from "@/lib/errors";
import { handOffOutbox } from "@/lib/messaging/runtime";
import { stateDb } from "@/lib/backend/state-db";
import { enqueue } from "@/lib/backend/core/outbox";

export interface DemoMessage {
  to: string;
  body: string;
  source: string;
}

/**
 * Send one demo text: it goes into the outbox of the shared database
 * (PGlite, or DATABASE_URL in both hosted modes), from which the Node
 * server delivers, so every mode can send.
 */
export async function sendDemoMessage(message: DemoMessage, ctx: RequestContext): Promise<{ messageId: string }> {
  try {
    const id = await enqueue(
      stateDb(),
      { channel: "sms", to: message.to, subject: null, body: message.body, kind: "notification", hubId: ctx.hub },
      new Date(),
    );
    handOffOutbox();
    return { messageId: id };
  } catch (error) {
    throw new AppError("MESSAGE_SEND_FAILED", "We couldn't send that message. Please try again.", {
      severity: "HIGH",
      retryable: true,
      cause: error,
    });
  }
}
