import type { DemoTextInput, RequestContext } from "../../types/backend.ts";
import { clock, type CoreDeps } from "./deps.ts";
import { enqueue } from "./outbox.ts";
import { requireSmsAllowance } from "./sms-policy.ts";

/** One demo text to the verified phone, as the business would send it: into the outbox, delivered by the worker. */
export async function sendDemoText(
  deps: CoreDeps,
  input: DemoTextInput,
  ctx: RequestContext,
): Promise<{ messageId: string }> {
  const now = clock(deps);
  await requireSmsAllowance(deps, input.to, now);
  const messageId = await enqueue(
    deps.db,
    { channel: "sms", to: input.to, subject: null, body: input.body, kind: "notification", hubId: ctx.hub },
    now,
  );
  return { messageId };
}
