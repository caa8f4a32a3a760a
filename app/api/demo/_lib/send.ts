import "server-only";
import { getBackend } from "@/lib/backend";
import type { RequestContext } from "@/lib/types/backend";
import { AppError, isAppError } from "@/lib/errors/app-error";

export interface DemoMessage {
  to: string;
  body: string;
  source: string;
}

/**
 * Send one demo text through the backend (the in-process core, or the
 * demo-send Edge Function): it goes into the outbox of the shared database,
 * from which the Node server delivers, so every mode can send.
 */
export async function sendDemoMessage(message: DemoMessage, ctx: RequestContext): Promise<{ messageId: string }> {
  try {
    return await getBackend().sendDemoText({ to: message.to, body: message.body }, ctx);
  } catch (error) {
    if (isAppError(error) && error.status < 500) throw error;
    throw new AppError("MESSAGE_SEND_FAILED", "We couldn't send that message. Please try again.", {
      severity: "HIGH",
      retryable: true,
      cause: error,
    });
  }
}
