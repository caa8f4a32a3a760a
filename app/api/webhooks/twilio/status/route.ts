import { handle } from "@/lib/http";
import { getBackend } from "@/lib/backend";
import { readSignedTwilioForm } from "@/lib/messaging/twilio-webhook";

/** Twilio's status callback: the outbox row becomes delivered, or failed with the carrier's error code. */
export const POST = handle(async (request) => {
  const form = await readSignedTwilioForm(request);
  if (form.MessageSid && form.MessageStatus) {
    await getBackend().outbox.recordDeliveryStatus(form.MessageSid, form.MessageStatus, form.ErrorCode || null);
  }
  return new Response(null, { status: 204 });
});
