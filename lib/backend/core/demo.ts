import type { DemoTextInput, RequestContext } from "../types.ts";
import { clock, type CoreDeps } from "./deps.ts";
import { enqueue } from "./outbox.ts";

/** One demo text to the verified phone, as the business would send it: into the outbox, delivered by the worker. */
export async function sendDemoText(
  deps: CoreDeps,
  input: DemoTextInput,
  ctx: RequestContext,
): Promise<{ messageId: string }> {
  const messageId = await enqueue(
    deps.db,
    { channel: "sms", to: input.to, subject: null, body: input.body, kind: "notification", hubId: ctx.hub },
    clock(deps),
  );
  return { messageId };
}
