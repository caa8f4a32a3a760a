import type { SmsConsentState } from "../consent/sms-state.ts";
/**
 * The backend port: one interface, two transports
 * (embedded PGlite, hosted Supabase Edge Functions). Route handlers call
 * these; failures are thrown as AppError (lib/errors/app-error.ts) with the project's error codes.
 */
// Relative with extension: the Deno entry points load this file too (supabase/functions).
import type { HubId } from "../hubs/registry.ts";
import type { Attribution, LeadAttribution, SourceReport } from "../attribution/types.ts";

export type Channel = "sms" | "email";
export type AuthMethod = "sms" | "email";

/** What the person saw and agreed to, for one channel. */
export interface ConsentEvidence {
  channel: Channel;
  /** The exact disclosure text that was shown beside the checkbox. */
  text: string;
  version: string;
  /** Hex SHA-256 of `text`. */
  sha256: string;
  pageUrl: string;
}

/** Who asked, from the route handler (never from the body). */
export interface RequestContext {
  ip: string;
  userAgent: string;
  hub: HubId;
  /** Base URL for links in messages: the same hub's host (lib/messaging/link-origin). */
  origin?: string;
}

/** Contact submission payload, plus consent evidence. */
export interface ContactSubmission {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  platform_interest: string;
  hub_id: number;
  email_signup: boolean;
  sms_signup: boolean;
  consent: ConsentEvidence[];
  /** Where the visit came from (first and last touch); null when the form sent none. */
  attribution?: Attribution | null;
}

export interface SubmitContactResult {
  leadId: string;
  /** True when an earlier lead was updated: the same email on the same hub, or the person's open lead on any hub. */
  updated: boolean;
  /** The lead's owner (given in turn to a new lead), or null. */
  assignedTo?: string | null;
  /** True when the contact joined the person's open lead on another hub or under another email. */
  joined?: boolean;
}

export type VerificationPurpose = "signup" | "login" | "demo";

export interface StartVerificationInput {
  email?: string;
  /** E.164, already normalized. */
  phone?: string;
  method: AuthMethod;
  purpose: VerificationPurpose;
  /** Where the visit came from, kept with a sign-up start. */
  attribution?: Attribution | null;
}

/** Verify-code request. */
export interface VerifyCodeInput {
  verification_id: string;
  /** The 6-digit code, or empty when the one-click link token is given. */
  verification_code: string;
  /** The token from the verification email's link. */
  verification_token?: string;
  email?: string | null;
  mobile_phone_number?: string | null;
  auth_method: AuthMethod;
}

/** Resend-verification request: by email, or by id and method. */
export type ResendInput = { email: string } | { verification_id: string; auth_method: AuthMethod };

/** Who was verified, so the route can start their session. */
export interface VerifyCodeResult {
  verificationId: string;
  email: string | null;
  phone: string | null;
  purpose: VerificationPurpose;
}

/** What a contact submission says about the person: shared by a lead and each of its submissions. */
interface LeadFields {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  platformInterest: string;
  emailSignup: boolean;
  smsSignup: boolean;
  createdAt: string;
}

/** One submission as received (a repeat updates the lead; history keeps each), with the hub it was sent to. */
export type LeadSubmission = LeadFields & { hubId?: HubId | null };

export interface Lead extends LeadFields {
  hubId: HubId;
  hubNumber: number;
  /** The number the SMS opt-in was given for (may differ from the latest phone). */
  smsPhone: string | null;
  updatedAt: string;
  submissions: number;
  /** Lead detail only: the phone's latest SMS keyword was STOP (or a synonym). */
  smsOptedOut?: boolean;
  /** Lead detail only: where the SMS number's consent stands (pending until it replies YES). */
  smsConsent?: SmsConsentState;
  /** Where the lead stands in the sales pipeline. */
  status: LeadStatus;
  /** The day staff mean to follow up (YYYY-MM-DD), or null. */
  followUpOn: string | null;
  /** The staff member (an ADMIN_EMAILS address, lower case) whose lead it is, or null. */
  assignedTo?: string | null;
  /** The US state the lead lives in, where staff set it; null: its number's area code decides its sending hours. */
  state?: string | null;
  /** Set once the person's data was erased on request: when, by whom, and the contact points' SHA-256. */
  erasedAt?: string | null;
  erasedBy?: string | null;
  emailSha256?: string | null;
  phoneSha256?: string | null;
  /** The first-response clock: when the first answer is due and when it escalates (staff hours), and when it came. */
  respondBy?: string | null;
  escalateBy?: string | null;
  firstResponseAt?: string | null;
}

export interface ConsentRecord {
  id: string;
  /** Null for a keyword (STOP, START) texted in from the lead's number. */
  leadId: string | null;
  channel: Channel;
  granted: boolean;
  text: string;
  version: string;
  sha256: string;
  pageUrl: string;
  createdAt: string;
  /** Null once past the retention period. */
  ip: string | null;
  userAgent: string | null;
  hubId: HubId;
  /** SMS consent: the number typed on that submission. */
  phone: string | null;
  /** SMS rows: requested, confirmation-sent, confirmed or opted-out; null on older rows and email. */
  step?: string | null;
}

export interface VerificationSummary {
  id: string;
  email: string | null;
  phone: string | null;
  method: AuthMethod;
  purpose: VerificationPurpose;
  status: "pending" | "verified" | "expired" | "dead";
  createdAt: string;
  expiresAt: string;
  attempts: number;
  sendCount: number;
  lastSentAt: string;
  verifiedAt: string | null;
}

export interface OutboxMessage {
  id: string;
  channel: Channel;
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
  delivered: boolean;
  status:
    | "pending"
    | "sending"
    | "sent"
    | "delivered"
    | "undelivered"
    | "failed"
    | "dead"
    | "unsent"
    | "expired"
    | "cancelled";
  attempts: number;
  lastError: string | null;
  /** The provider's last answer (an SMTP reply, Twilio's status or error, a carrier's report). */
  lastResponse: string | null;
  lastAttemptAt: string | null;
  sentAt: string | null;
  /** The body holds a code, working until expiresAt. */
  holdsCode: boolean;
  expiresAt: string | null;
}

/** Where a lead stands in the sales pipeline. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "customer", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a staff change came from, for the consent ledger. */
export interface StaffRequest {
  ip: string;
  userAgent: string;
}

/** A note staff left on a lead; never edited. */
export interface LeadNote {
  id: string;
  leadId: string;
  author: string;
  body: string;
  createdAt: string;
}

/** One appended audit row: who changed what, with the values before and after. */
export interface AuditEntry {
  id: string;
  at: string;
  /** A staff member's email, or "access code". */
  actor: string;
  action:
    | "lead.status"
    | "lead.follow_up"
    | "lead.note"
    | "lead.opt_out"
    | "lead.assign"
    | "lead.text"
    | "lead.erase"
    | "lead.state"
    | "reply.opt_out"
    | "lead.merge"
    | "lead.join"
    | "lead.email"
    | "outbox.retry"
    | "staff.sign_in"
    | "staff.sign_out"
    | "staff.sign_out_everywhere"
    | "staff.role"
    | "staff.takes_leads"
    | "program.create"
    | "program.update"
    | "program.publish"
    | "program.unpublish"
    | "program.subscriber_erase";
  leadId: string | null;
  subject: string | null;
  before: unknown;
  after: unknown;
}

/** What staff can filter leads by: the opt-in given, and the list's order. */
export type LeadOptIn = "email" | "sms";
export type LeadSort = "newest" | "follow_up";
export type LeadView = "mine" | "unassigned" | "due" | "overdue";

export interface LeadQuery {
  hub?: HubId;
  search?: string;
  status?: LeadStatus;
  optIn?: LeadOptIn;
  /** First and last day of creation (YYYY-MM-DD, UTC), both included. */
  from?: string;
  to?: string;
  /** Newest first (default), or follow-up date first with undated leads last. */
  sort?: LeadSort;
  /** Follow-up views: the staff member's own leads, nobody's, or open leads due by `today`. */
  view?: LeadView;
  /** Who "mine" means (the signed-in staff member's email). */
  me?: string;
  /** The office's local day (YYYY-MM-DD) that "due" counts up to. */
  today?: string;
  /** One staff member's leads (their email); "mine" is the same for the signed-in member. */
  owner?: string;
  /** The instant "overdue" is weighed at (ISO): leads still unanswered past their target then. */
  now?: string;
  /** Where the page starts: the opaque cursor of a previous page's next or prev link; none for the first page. */
  cursor?: string;
  pageSize?: number;
}

/** One lead as staff see it: consents, submissions, notes (oldest first) and its audit history. */
export interface LeadDetail {
  lead: Lead;
  consents: ConsentRecord[];
  history: LeadSubmission[];
  notes: LeadNote[];
  audit: AuditEntry[];
  /** Leads folded into this one, newest first. */
  merged?: LeadMerge[];
  /** Other leads with this lead's email or a number of it (any hub, any status): candidates to merge. */
  duplicates?: Lead[];
}

/** A lead folded into another: its records moved, its row gone. */
export interface LeadMerge {
  fromId: string;
  intoId: string;
  mergedAt: string;
  mergedBy: string;
}

/** What a staff member may do: an admin everything, an agent work leads (no erasing, publishing, CSVs or roles). */
export type StaffRole = "admin" | "agent";

/** The staff list as the environment gives it: every address (ADMIN_EMAILS), and those who are agents (STAFF_AGENTS). */
export interface StaffRoster {
  admins: readonly string[];
  agents: readonly string[];
}

/** One listed staff member on the staff page. */
export interface StaffMember {
  email: string;
  role: StaffRole;
  /** The role was set on the staff page, so STAFF_AGENTS no longer decides it. */
  roleSetOnPage: boolean;
  /** In the round robin of new leads. */
  takesLeads: boolean;
  /** Their leads still waiting for a first answer, and how many of those are past the target (capped at 999+). */
  waiting: number;
  overdue: number;
}

/** A median time to first response (staff-hours seconds) for one owner or source over the window. */
export interface ResponseMedian {
  key: string;
  medianSeconds: number;
  leads: number;
}

/** The first-response clock on the dashboard: what is overdue now, and the medians of the last 30 days. */
export interface ResponseTimes {
  /** Leads unanswered past their target now (capped count). */
  overdue: number;
  overdueKind: "exact" | "at-least";
  /** Start of the window (ISO): first answers since then count. */
  since: string;
  overall: ResponseMedian | null;
  byOwner: ResponseMedian[];
  bySource: ResponseMedian[];
}

/** A list's total: exact, at least this many (a capped count), or about this many (the planner's estimate). */
export interface PageTotal {
  total: number;
  totalKind: "exact" | "at-least" | "about";
}

/** One keyset page: `next` and `prev` are cursors (null at either end). */
export interface Page<T> extends PageTotal {
  items: T[];
  pageSize: number;
  next: string | null;
  prev: string | null;
}

/** A demo text: the verified phone (E.164) and what the business sends it. */
export interface DemoTextInput {
  to: string;
  body: string;
}

/** Leads, opt-ins and the pipeline over all time, for one hub or all of them. */
export interface LeadTotals {
  leads: number;
  emailOptIns: number;
  smsOptIns: number;
  /** Share of leads with email_signup, 0..1; 0 when there are no leads. */
  emailOptInRate: number;
  /** Share of leads with sms_signup, 0..1; 0 when there are no leads. */
  smsOptInRate: number;
  pipeline: Record<LeadStatus, number>;
}

/** The admin home's numbers (lib/backend/core/dashboard.ts). */
export interface DashboardMetrics {
  generatedAt: string;
  /** The last 30 UTC days as YYYY-MM-DD, oldest first, today last. */
  days: string[];
  /** Per hub, leads created on each of `days`. */
  leadsPerDay: Record<HubId, number[]>;
  hubs: Record<HubId, LeadTotals>;
  overall: LeadTotals;
  /** Verifications started within `days`, and how many of them were verified. */
  verifications: { started: number; verified: number; successRate: number };
  outbox: OutboxBacklog;
  /** The first-response clock; absent where the backend has none. */
  responses?: ResponseTimes;
}

/** The outbox's health. Pending: queued, being sent, or failed and due for a retry. */
export interface OutboxBacklog {
  pending: number;
  dead: number;
  /** Whole seconds the oldest pending message has waited; null when none waits. */
  oldestPendingSeconds: number | null;
}

/** One text with a lead's number: a staff text, one received from it, or our automatic answer (STOP, HELP). */
export interface LeadText {
  id: string;
  direction: "in" | "out" | "auto";
  body: string;
  /** The staff member who sent an outgoing text. */
  author: string | null;
  at: string;
  /** A staff text's delivery state (its outbox row); null for the others. */
  status: OutboxMessage["status"] | null;
  /** A staff text held for the recipient's hours or cap: when it goes, and the zone its time is shown in. */
  scheduledFor?: string | null;
  timeZone?: string | null;
  /** The rule that holds it ("Texas: not before noon on Sunday — Tex. Bus. & Com. Code § 301.051"). */
  heldBy?: string | null;
  /** A text from the number that the engine read as no keyword: kept for staff, who may mark it as an opt-out. */
  replyId?: string | null;
  /** Staff marked it as an opt-out: who and when. */
  optOutMarkedBy?: string | null;
  optOutMarkedAt?: string | null;
}

/** A lead's conversation by text, oldest first, and whether staff may text the number now. */
export interface LeadThread {
  phone: string | null;
  canSend: boolean;
  /** Why a text would be refused now (no confirmed consent, opted out, budget spent), or null. */
  reason: string | null;
  texts: LeadText[];
}

/** What an erasure did. */
export interface EraseResult {
  erasedAt: string;
  erasedBy: string;
  /** Leads erased: the one asked for and any other with the same email or number. */
  leads: number;
  /** The number had opted out and stays suppressed (by its hash). */
  smsStillSuppressed: boolean;
}

export interface Backend {
  readonly kind: "embedded" | "postgres" | "supabase";
  submitContact(input: ContactSubmission, ctx: RequestContext): Promise<SubmitContactResult>;
  startVerification(input: StartVerificationInput, ctx: RequestContext): Promise<{ verificationId: string }>;
  verifyCode(input: VerifyCodeInput, ctx: RequestContext): Promise<VerifyCodeResult>;
  resendVerification(input: ResendInput, ctx: RequestContext): Promise<{ sent: true }>;
  sendDemoText(input: DemoTextInput, ctx: RequestContext): Promise<{ messageId: string }>;
  admin: {
    leads(query: LeadQuery): Promise<Page<Lead>>;
    leadCountsByHub(): Promise<Record<HubId, number>>;
    lead(id: string): Promise<LeadDetail | null>;
    verifications(query: { cursor?: string; pageSize?: number }): Promise<Page<VerificationSummary>>;
    outbox(query: { cursor?: string; pageSize?: number; to?: string }): Promise<Page<OutboxMessage>>;
    /** Every lead of a query, in the list's order, a batch at a time (the CSV export). */
    leadBatches(query: LeadQuery): AsyncIterable<Lead[]>;
    /** Pipeline changes: each is recorded with its actor in the audit log; unknown lead → 404. */
    setStatus(leadId: string, status: LeadStatus, actor: string): Promise<Lead>;
    setFollowUp(leadId: string, followUpOn: string | null, actor: string): Promise<Lead>;
    /** Give the lead to a listed staff member (`staff`: ADMIN_EMAILS), or to nobody with null. */
    assign(leadId: string, assignee: string | null, actor: string, staff: readonly string[]): Promise<Lead>;
    addNote(leadId: string, body: string, actor: string): Promise<LeadNote>;
    /** The lead's own state (two letters), or null for its number's area code: its sending hours follow it. */
    setState(leadId: string, state: string | null, actor: string): Promise<Lead>;
    /** The person asked staff to stop: an opt-out in the consent ledger, under the actor's name. */
    recordOptOut(leadId: string, channel: Channel, actor: string, ctx: StaffRequest): Promise<{ recorded: boolean }>;
    dashboard(): Promise<DashboardMetrics>;
    /** The lead's texts; sending one is refused (422/429, the reason in fields.body) unless the number may be texted. */
    thread(leadId: string): Promise<LeadThread>;
    sendText(leadId: string, body: string, actor: string): Promise<LeadText>;
    /** Cancel a staff text still waiting in the outbox (held for quiet hours); it never goes. */
    cancelText(leadId: string, textId: string, actor: string): Promise<LeadText>;
    /** Erase the person's personal data everywhere, keeping the consent proof by hash. */
    erase(leadId: string, actor: string): Promise<EraseResult>;
    /** Where leads came from (lib/backend/core/attribution.ts). */
    attribution(leadId: string): Promise<LeadAttribution>;
    attributionByLead(leadIds: readonly string[]): Promise<Map<string, LeadAttribution>>;
    /** Where each sign-up start came from, by verification id. */
    attributionByVerification(verificationIds: readonly string[]): Promise<Map<string, LeadAttribution>>;
    leadSources(period: { from: string; to: string }): Promise<SourceReport>;
    /** The listed staff, each with their role, the round-robin switch and their waiting leads. */
    staff(): Promise<StaffMember[]>;
    /** A listed member's role, or null for anyone else. */
    staffRole(email: string): Promise<StaffRole | null>;
    /** Audited; the route lets admins only. */
    setStaffRole(email: string, role: StaffRole, actor: string): Promise<StaffMember>;
    setTakesLeads(email: string, on: boolean, actor: string): Promise<StaffMember>;
    /** Fold `fromId` into `intoId`: every submission, note, consent record and attribution kept; audited. */
    merge(intoId: string, fromId: string, actor: string): Promise<LeadDetail>;
    /** Where a lead folded into another went (a link to it still finds the person). */
    mergedInto(leadId: string): Promise<string | null>;
    /** Email the lead through the outbox (its first answer, when it is the first). */
    emailLead(leadId: string, input: { subject: string; body: string }, actor: string): Promise<{ outboxId: string }>;
    /** The reminders and escalations now due, each sent once; `origin` is where their links point. */
    remindOverdue(origin: string): Promise<{ reminded: number; escalated: number }>;
  };
}
