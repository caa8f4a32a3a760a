import { checkOrigin, handle, requestCookies, requestContext } from "@/lib/http";
import { sendMessageSchema, type DemoResponse } from "@/lib/validation/demo";
import { enforce } from "../_lib/limits";
import { readDemoJson } from "../_lib/parse";
import { requireSession } from "../_lib/session";
import { sendDemoMessage } from "../_lib/send";

/** Text something to the verified phone, as the business would (embedded: to the outbox). */
export const POST = handle(async (request: Request) => {
  checkOrigin(request);
  const ctx = requestContext(request);
  const input = await readDemoJson(request, sendMessageSchema);
  const session = requireSession(requestCookies(request), input.phoneNumber);
  await enforce("demoMessagePerSession", session.sid, "SMS_RATE_LIMITED");
  const { messageId } = await sendDemoMessage({ to: session.phone, body: input.message, source: input.source }, ctx);
  return Response.json({ success: true, messageId } satisfies DemoResponse);
});
