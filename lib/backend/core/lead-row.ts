import type { HubId } from "../../hubs/registry.ts";
import type { Lead, LeadStatus, LeadSubmission } from "../../types/backend.ts";
import { iso, isoOrNull } from "./db.ts";

type Row = Record<string, unknown>;

/**
 * The columns every lead read selects: the follow-up day as text, so no
 * driver turns a calendar day into a time in its own zone.
 */
export const LEAD_COLUMNS = `*, to_char(follow_up_on, 'YYYY-MM-DD') as follow_up_day`;

/** A lead still waiting for its first answer: the condition of the waiting leads' partial indexes, word for word. */
export const AWAITING_FIRST_ANSWER = "first_response_at is null and respond_by is not null and erased_at is null";

/** A lead's or a submission's row, reshaped once from snake_case columns. */
export function toSubmission(r: Row): LeadSubmission {
  return {
    id: String(r.id),
    name: String(r.name),
    email: String(r.email),
    phone: (r.phone as string) ?? null,
    company: (r.company as string) ?? null,
    message: (r.message as string) ?? null,
    platformInterest: String(r.platform_interest),
    emailSignup: Boolean(r.email_signup),
    smsSignup: Boolean(r.sms_signup),
    createdAt: iso(r.created_at),
    // A submission's hub (null on rows from before it was kept); a lead's own is set by toLead.
    hubId: (r.hub_id as HubId | null) ?? null,
  };
}

function followUpDay(r: Row): string | null {
  if (typeof r.follow_up_day === "string") return r.follow_up_day;
  if (r.follow_up_on === null || r.follow_up_on === undefined) return null;
  // A row read without LEAD_COLUMNS: drivers answer a date as UTC midnight or as text.
  return r.follow_up_on instanceof Date
    ? r.follow_up_on.toISOString().slice(0, 10)
    : String(r.follow_up_on).slice(0, 10);
}

export function toLead(r: Row): Lead {
  return {
    ...toSubmission(r),
    hubId: r.hub_id as HubId,
    hubNumber: Number(r.hub_number),
    smsPhone: (r.sms_phone as string) ?? null,
    updatedAt: iso(r.updated_at),
    submissions: Number(r.submissions),
    status: ((r.status as string) ?? "new") as LeadStatus,
    followUpOn: followUpDay(r),
    assignedTo: (r.assigned_to as string) ?? null,
    state: (r.state as string) ?? null,
    erasedAt: r.erased_at ? iso(r.erased_at) : null,
    erasedBy: (r.erased_by as string) ?? null,
    emailSha256: (r.email_sha256 as string) ?? null,
    phoneSha256: (r.phone_sha256 as string) ?? null,
    respondBy: isoOrNull(r.respond_by),
    escalateBy: isoOrNull(r.escalate_by),
    firstResponseAt: isoOrNull(r.first_response_at),
  };
}
