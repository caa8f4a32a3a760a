import { recordSmsKeyword } from "@/lib/backend/core/opt-out";
import { recordInboundText } from "@/lib/backend/core/texting";
import { smsKeyword } from "@/lib/consent/sms-keywords";
import { handle, requestContext } from "@/lib/http";
import { HUBS } from "@/lib/hubs/registry";
import { database } from "@/lib/backend/database";
import { helpSms, OPT_IN_CONFIRMATION, OPT_OUT_CONFIRMATION, smsConfirmedReply } from "@/lib/messaging/templates";
import { publicUrl, readSignedTwilioForm, twiml } from "@/lib/messaging/twilio-webhook";
import { parsePhone } from "@/lib/validation/phone";
import { handOffOutbox } from "@/lib/messaging/runtime";
import { publishedProgramByNumber } from "@/lib/programs/store";
import { programInbound } from "@/lib/programs/inbound";

/**
 * Twilio's inbound-message webhook for our numbers: STOP and its synonyms,
 * START/UNSTOP/YES go to the consent ledger (a YES confirms a web opt-in),
 * HELP/INFO get the brand's help text. A text from a lead's number, with our
 * answer, joins the lead's thread.
 */
export const POST = handle(async (request) => {
  const form = await readSignedTwilioForm(request);
  const ctx = requestContext(request);
  const { kind, word } = smsKeyword(form.Body ?? "");
  const raw = (form.From ?? "").trim();
  const parsed = raw ? parsePhone(raw) : null;
  // The ledger keys consent by +E.164, the form the number was typed in.
  const from = parsed?.ok ? parsed.value : raw;
  const hub = HUBS[ctx.hub];
  const db = database();
  // A text to a client program's number is that program's: its YES, HELP and STOP act on it alone.
  const to = parsePhone((form.To ?? "").trim());
  const program = to.ok ? await publishedProgramByNumber(db, to.value) : null;
  if (program) {
    const answer = await programInbound(db, program, {
      from,
      body: form.Body ?? "",
      pageUrl: publicUrl(request),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      hubId: ctx.hub,
      now: new Date(),
    });
    handOffOutbox();
    return twiml(answer);
  }
  let reply: string | null = null;
  if ((kind === "opt-out" || kind === "opt-in") && from) {
    await recordSmsKeyword(db, {
      phone: from,
      granted: kind === "opt-in",
      text: form.Body ?? "",
      pageUrl: publicUrl(request),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      hubId: ctx.hub,
      now: new Date(),
    });
    reply = kind === "opt-out" ? OPT_OUT_CONFIRMATION : word === "YES" ? smsConfirmedReply(hub) : OPT_IN_CONFIRMATION;
  } else if (kind === "help") {
    reply = helpSms(hub);
  }
  // A lead's number: the text and our answer join its thread on the lead page.
  if (parsed?.ok) {
    await recordInboundText(db, {
      phone: from,
      body: form.Body ?? "",
      providerId: form.MessageSid || null,
      reply,
      now: new Date(),
    });
  }
  return twiml(reply);
});
