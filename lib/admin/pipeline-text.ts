import { LEAD_STATUSES, type AuditEntry, type LeadStatus } from "@/lib/types/backend";
import { HUBS, type HubId } from "@/lib/hubs/registry";

/** How staff read each status: capitalised. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  customer: "Customer",
  lost: "Lost",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** A status's label; anything else is shown as it is. */
export function statusLabel(value: unknown): string {
  return isLeadStatus(value) ? LEAD_STATUS_LABELS[value] : String(value ?? "—");
}

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** One audit row as a sentence: who did what ("ann@example.com changed status from New to Contacted"). */
export function describeAudit(entry: AuditEntry): string {
  switch (entry.action) {
    case "lead.status":
      return `${entry.actor} changed status from ${statusLabel(field(entry.before, "status"))} to ${statusLabel(field(entry.after, "status"))}`;
    case "lead.follow_up": {
      const day = field(entry.after, "followUpOn");
      return typeof day === "string"
        ? `${entry.actor} set follow-up to ${day}`
        : `${entry.actor} cleared the follow-up date`;
    }
    case "lead.note":
      return `${entry.actor} added a note`;
    case "lead.opt_out":
      return `${entry.actor} recorded an ${field(entry.after, "channel") === "sms" ? "SMS" : "email"} opt-out`;
    case "lead.assign": {
      const to = field(entry.after, "assignedTo");
      if (entry.actor === "round robin" && typeof to === "string") return `Given to ${to} in turn (round robin)`;
      return typeof to === "string"
        ? `${entry.actor} assigned the lead to ${to}`
        : `${entry.actor} unassigned the lead`;
    }
    case "lead.join": {
      const hub = field(entry.after, "hub");
      const name = typeof hub === "string" && hub in HUBS ? HUBS[hub as HubId].name : String(hub ?? "another hub");
      return `The person wrote again, to ${name}: joined this lead`;
    }
    case "lead.merge":
      return `${entry.actor} merged another lead of this person into this one`;
    case "lead.email":
      return `${entry.actor} emailed the lead`;
    case "staff.role":
      return `${entry.actor} made ${entry.subject} ${field(entry.after, "role") === "agent" ? "an agent" : "an admin"}`;
    case "staff.takes_leads":
      return `${entry.actor} switched ${entry.subject} ${field(entry.after, "takesLeads") ? "on" : "off"} for new leads`;
    case "lead.text": {
      const direction = field(entry.after, "direction");
      if (direction === "in") return "The lead texted in";
      if (direction === "auto") return "An automatic reply was texted";
      return `${entry.actor} sent a text`;
    }
    case "lead.erase":
      return `${entry.actor} erased the personal data`;
    case "outbox.retry":
      return `${entry.actor} retried a message`;
    case "staff.sign_in":
      return `${entry.actor} signed in`;
    case "staff.sign_out":
      return `${entry.actor} signed out`;
    case "staff.sign_out_everywhere":
      return `${entry.actor} signed out everywhere`;
    default:
      return `${entry.actor} made a change (${String(entry.action)})`;
  }
}
