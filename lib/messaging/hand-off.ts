import "server-only";
import type { Backend } from "@/lib/backend/types";
import { handOffOutbox } from "./runtime";

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
