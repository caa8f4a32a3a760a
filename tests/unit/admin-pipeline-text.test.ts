import { describeAudit, statusLabel } from "@/lib/admin/pipeline-text";
import type { AuditEntry } from "@/lib/types/backend";

const entry = (action: AuditEntry["action"], before: unknown, after: unknown): AuditEntry => ({
  id: "1",
  at: "2026-11-24T10:00:00.000Z",
  actor: "ann@example.com",
  action,
  leadId: "l1",
  subject: null,
  before,
  after,
});

describe("audit rows read as sentences", () => {
  it("name the actor and the change, statuses capitalised", () => {
    expect(describeAudit(entry("lead.status", { status: "new" }, { status: "contacted" }))).toBe(
      "ann@example.com changed status from New to Contacted",
    );
    expect(describeAudit(entry("lead.follow_up", { followUpOn: null }, { followUpOn: "2026-12-01" }))).toBe(
      "ann@example.com set follow-up to 2026-12-01",
    );
    expect(describeAudit(entry("lead.follow_up", { followUpOn: "2026-12-01" }, { followUpOn: null }))).toBe(
      "ann@example.com cleared the follow-up date",
    );
    expect(describeAudit(entry("lead.note", null, { body: "Hi" }))).toBe("ann@example.com added a note");
  });

  it("show an unknown status as stored", () => {
    expect(statusLabel("lost")).toBe("Lost");
    expect(statusLabel("archived")).toBe("archived");
  });
});
