import "server-only";
import { after } from "next/server";
import type { Backend } from "@/lib/types/backend";

// Per process, not per bundle: the messaging runtime sets it wherever it is loaded (the server's start loads it).
const slot = globalThis as unknown as { __outboxDrain?: () => Promise<unknown> };

/** Who drains the outbox: the messaging runtime hands its drain here once it is loaded. */
export function setOutboxDrain(drain: () => Promise<unknown>): void {
  slot.__outboxDrain = drain;
}

/** Hand new messages to the drain once the answer has gone out (the request never waits for a provider). */
export function handOffOutbox(): void {
  const drain = slot.__outboxDrain;
  if (!drain) return;
  try {
    after(drain);
  } catch {
    // Outside a request (a script, a test): the sweep picks it up.
  }
}

/** The backend calls that write to the outbox hand their messages to the worker once they return. */
export function withOutboxHandOff(backend: Backend): Backend {
  const handed =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await fn(...args);
      handOffOutbox();
      return result;
    };
  return {
    ...backend,
    submitContact: handed(backend.submitContact),
    startVerification: handed(backend.startVerification),
    resendVerification: handed(backend.resendVerification),
    sendDemoText: handed(backend.sendDemoText),
    admin: {
      ...backend.admin,
      emailLead: handed(backend.admin.emailLead),
      remindOverdue: handed(backend.admin.remindOverdue),
    },
  };
}
