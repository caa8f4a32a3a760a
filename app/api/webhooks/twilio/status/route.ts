import { handle } from "@/lib/http";
import { recordDeliveryStatus } from "@/lib/messaging/outbox-worker";
import { database } from "@/lib/backend/database";
import { readSignedTwilioForm } from "@/lib/messaging/twilio-webhook";

/** Twilio's status callback: the outbox row becomes delivered, or failed with the carrier's error code. */
export const POST = handle(async (request) => {
  const form = await readSignedTwilioForm(request);
  const db = database();
  if (form.MessageSid && form.MessageStatus) {
    await recordDeliveryStatus(db, form.MessageSid, form.MessageStatus, form.ErrorCode || null);
  }
  return new Response(null, { status: 204 });
});
