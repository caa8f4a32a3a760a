import { AppError } from "@/lib/errors/app-error";
import { SMS_CONFIRMATION_VERSION } from "@/lib/consent/sms-state";
import type { HubId } from "@/lib/hubs/registry";
import { programDisclosureRecord } from "@/lib/programs/disclosure";
import {
  checkOptIn,
  optedOutMessage,
  type OptInContext,
  type OptInOutcome,
  type OptInRequest,
} from "@/lib/programs/opt-in";
import type { LiveProgram } from "@/lib/programs/record";
import { confirmationRequestSms } from "@/lib/programs/texts";
import { inTransaction, type Db } from "../core/db.ts";
import { clock, type CoreDeps } from "../core/deps.ts";
import { enqueue } from "../core/outbox.ts";
import { DEFAULT_SMS_POLICY, smsDestinationProblem, takeSmsAllowanceIn } from "../core/sms-policy.ts";
import { appendProgramConsent, programConsent } from "./consent";

/**
 * A web opt-in to a published program is a request: the number gets one
 * "Reply YES" text from the program's own number and counts only after its
 * YES. Each step is a ledger row (disclosure text, version and hash, time,
 * IP, user agent, page, age affirmation). A form never lifts an opt-out.
 */

function refuse(field: string, message: string, status = 422): AppError {
  return new AppError("VALIDATION_INVALID_VALUE", message, { status, severity: "LOW", fields: { [field]: message } });
}

export async function requestOptIn(
  deps: CoreDeps,
  program: LiveProgram,
  input: OptInRequest,
  ctx: OptInContext,
): Promise<OptInOutcome> {
  const now = clock(deps);
  const p = program.data;
  const { phone, ageAffirmation } = checkOptIn(p, input, now);
  const problem = smsDestinationProblem(phone, deps.smsPolicy ?? DEFAULT_SMS_POLICY, "phone");
  if (problem) throw problem;
  const disclosure = programDisclosureRecord(p, program.version);
  const outcome = await inTransaction(deps.db, async (tx: Db) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`program-consent:${program.id}:${phone}`]);
    const consent = await programConsent(tx, program.id, phone);
    if (consent.state === "opted-out") return refuse("phone", optedOutMessage(p));
    if (consent.state === "confirmed") return "already-subscribed" as const;
    const send = !consent.confirmationSent;
    // Per-number caps and the daily budget: a refusal stores nothing but its counters.
    if (send) {
      const refused = await takeSmsAllowanceIn(tx, deps, phone, now);
      if (refused) return refused;
    }
    const base = { programId: program.id, phone, hubId: ctx.hubId };
    await appendProgramConsent(tx, {
      ...base,
      granted: true,
      step: "requested",
      text: disclosure.text,
      version: disclosure.version,
      pageUrl: ctx.pageUrl,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      ageAffirmation,
      now,
    });
    if (!send) return "already-asked" as const;
    // A millisecond later, so every reader orders the request before its text.
    const later = new Date(now.getTime() + 1);
    await sendConfirmation(tx, program, phone, ctx.hubId, later);
    return "confirmation-sent" as const;
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** The one "Reply YES" text, from the program's number, and its ledger row. */
export async function sendConfirmation(tx: Db, program: LiveProgram, phone: string, hubId: HubId, now: Date) {
  const text = confirmationRequestSms(program.data);
  await enqueue(
    tx,
    {
      channel: "sms",
      to: phone,
      subject: null,
      body: text,
      kind: "notification",
      hubId,
      from: program.data.number,
      programId: program.id,
    },
    now,
  );
  await appendProgramConsent(tx, {
    programId: program.id,
    phone,
    hubId,
    granted: true,
    step: "confirmation-sent",
    text,
    version: SMS_CONFIRMATION_VERSION,
    pageUrl: "sms:outbound",
    ip: null,
    userAgent: null,
    now,
  });
}
