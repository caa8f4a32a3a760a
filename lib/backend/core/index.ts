import type { Backend } from "../../types/backend.ts";
import { leadBatches, leadCountsByHub, leadDetail, listLeads, listOutbox, listVerifications } from "./admin.ts";
import { attributionByLead, attributionByVerification, leadAttribution, leadSources } from "./attribution.ts";
import { submitContact } from "./contact.ts";
import { dashboardMetrics } from "./dashboard.ts";
import { sendDemoText } from "./demo.ts";
import { clock, type CoreDeps } from "./deps.ts";
import { assignLead } from "./follow-up.ts";
import { addLeadNote, recordStaffOptOut, setFollowUp, setLeadStatus } from "./pipeline.ts";
import { resendVerification } from "./resend.ts";
import { eraseLead } from "./erase.ts";
import { setLeadState } from "./lead-state.ts";
import { cancelLeadText, leadThread, sendLeadText } from "./texting.ts";
import { startVerification, verifyCode } from "./verification.ts";
import { ensureRoster, listStaff, setStaffRole, setTakesLeads, staffRole } from "./staff.ts";
import { mergedInto, mergeLeads } from "./merge.ts";
import { emailLead } from "./lead-email.ts";
import { sendResponseReminders } from "./response-clock.ts";

export type { CoreDeps } from "./deps.ts";
export type { Db } from "./db.ts";

/** The function cores bound to one host's dependencies: the Backend port minus its `kind`. */
export function createCores(deps: CoreDeps): Omit<Backend, "kind"> {
  // Staff reads see the roster as the environment lists it (seeded once per host).
  const staffDb = async () => {
    await ensureRoster(deps);
    return deps.db;
  };
  return {
    submitContact: (input, ctx) => submitContact(deps, input, ctx),
    startVerification: (input, ctx) => startVerification(deps, input, ctx),
    verifyCode: (input) => verifyCode(deps, input),
    resendVerification: (input, ctx) => resendVerification(deps, input, ctx?.origin),
    sendDemoText: (input, ctx) => sendDemoText(deps, input, ctx),
    admin: {
      // "Overdue" is weighed on the host's clock unless the caller names the instant.
      leads: (query) => listLeads(deps.db, { now: clock(deps).toISOString(), ...query }),
      leadCountsByHub: () => leadCountsByHub(deps.db),
      lead: (id) => leadDetail(deps.db, id),
      verifications: (query) => listVerifications(deps.db, query, clock(deps)),
      outbox: (query) => listOutbox(deps.db, query),
      leadBatches: (query) => leadBatches(deps.db, { now: clock(deps).toISOString(), ...query }),
      setStatus: (leadId, status, actor) =>
        setLeadStatus(deps.db, leadId, status, actor, clock(deps), deps.responseClock),
      setFollowUp: (leadId, day, actor) => setFollowUp(deps.db, leadId, day, actor, clock(deps)),
      assign: (leadId, assignee, actor, staff) => assignLead(deps.db, leadId, assignee, staff, actor, clock(deps)),
      setState: (leadId, state, actor) => setLeadState(deps.db, leadId, state, actor, clock(deps)),
      addNote: (leadId, body, actor) => addLeadNote(deps.db, leadId, body, actor, clock(deps)),
      recordOptOut: (leadId, channel, actor, request) =>
        recordStaffOptOut(deps.db, leadId, channel, actor, request, clock(deps)),
      dashboard: () => dashboardMetrics(deps.db, clock(deps)),
      thread: (leadId) => leadThread(deps, leadId),
      sendText: (leadId, body, actor) => sendLeadText(deps, leadId, body, actor),
      cancelText: (leadId, textId, actor) => cancelLeadText(deps, leadId, textId, actor),
      erase: (leadId, actor) => eraseLead(deps, leadId, actor),
      attribution: (leadId) => leadAttribution(deps.db, leadId),
      attributionByLead: (leadIds) => attributionByLead(deps.db, leadIds),
      attributionByVerification: (ids) => attributionByVerification(deps.db, ids),
      leadSources: (period) => leadSources(deps.db, period),
      staff: async () => listStaff(await staffDb(), clock(deps)),
      staffRole: async (email) => staffRole(await staffDb(), email),
      setStaffRole: async (email, role, actor) => setStaffRole(await staffDb(), email, role, actor, clock(deps)),
      setTakesLeads: async (email, on, actor) => setTakesLeads(await staffDb(), email, on, actor, clock(deps)),
      merge: async (intoId, fromId, actor) => {
        await mergeLeads(deps.db, intoId, fromId, actor, clock(deps));
        const detail = await leadDetail(deps.db, intoId);
        if (!detail) throw new Error("the merged lead is gone");
        return detail;
      },
      mergedInto: (leadId) => mergedInto(deps.db, leadId),
      emailLead: (leadId, input, actor) => emailLead(deps, leadId, input, actor),
      remindOverdue: (origin) => sendResponseReminders(deps, origin),
    },
  };
}
