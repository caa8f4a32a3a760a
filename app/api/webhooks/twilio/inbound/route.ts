import { recordSmsKeyword } from "@/lib/backend/core/opt-out";
import { AppError } from "@/lib/errors";
import { handle, requestContext } from "@/lib/http";
import { HUBS } from "@/lib/hubs/registry";
import { messagingDb } from "@/lib/messaging/runtime";
import { helpSms, OPT_IN_CONFIRMATION, OPT_OUT_CONFIRMATION } from "@/lib/messaging/templates";
import { publicUrl, readSignedTwilioForm, twiml } from "@/lib/messaging/twilio-webhook";

/** Carrier keywords, any case, surrounding spaces ignored. */
const OPT_OUT = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
const OPT_IN = new Set(["START", "UNSTOP"]);

/**
 * Twilio's inbound-message webhook for our numbers: STOP/START go to the consent ledger, HELP gets the brand's help
 * text.
 */
export const POST = handle(async (request) => {
  const form = await readSignedTwilioForm(request);
  const ctx = requestContext(request);
  const keyword = (form.Body ?? "").trim().toUpperCase();
  const from = form.From ?? "";
  const optOut = OPT_OUT.has(keyword);
  if ((optOut || OPT_IN.has(keyword)) && from) {
    const db = await messagingDb();
    if (!db)
      throw new AppError("DB_CONNECTION_ERROR", "The service is unavailable. Please try again.", {
        status: 503,
        retryable: true,
      });
    await recordSmsKeyword(db, {
      phone: from,
      granted: !optOut,
      text: form.Body ?? "",
      pageUrl: publicUrl(request),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      hubId: ctx.hub,
      now: new Date(),
    });
    return twiml(optOut ? OPT_OUT_CONFIRMATION : OPT_IN_CONFIRMATION);
  }
  if (keyword === "HELP" || keyword === "INFO") return twiml(helpSms(HUBS[ctx.hub]));
  return twiml(null);
});
