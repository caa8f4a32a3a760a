import { handle, requestContext } from "@/lib/http";
import { getBackend } from "@/lib/backend";
import { publicUrl, readSignedTwilioForm, twiml } from "@/lib/messaging/twilio-webhook";
import { handOffOutbox } from "@/lib/messaging/runtime";
import { serverNow } from "@/lib/config/test-clock";

/**
 * Twilio's inbound-message webhook for our numbers and the client programs':
 * verified, then applied once per MessageSid in one transaction (STOP and
 * its synonyms, START/UNSTOP/YES to the consent ledger, HELP/INFO answered,
 * a lead's texts to its thread), and answered with TwiML. A retry of the same
 * text gets the same answer and changes nothing.
 */
export const POST = handle(async (request) => {
  const form = await readSignedTwilioForm(request);
  const ctx = requestContext(request);
  const answer = await getBackend().inbound.apply({
    messageSid: form.MessageSid || null,
    from: form.From ?? "",
    to: form.To ?? "",
    body: form.Body ?? "",
    pageUrl: publicUrl(request),
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    hubId: ctx.hub,
    now: serverNow(),
  });
  // A program's keyword may have queued its confirmation text.
  if (answer.program) handOffOutbox();
  return twiml(answer.reply);
});
