import { AppError } from "../../errors/app-error.ts";
import { STATE_RULES, US_STATE_CODES } from "../../compliance/state-windows.ts";
import type { Lead } from "../../types/backend.ts";
import { appendAudit } from "./audit.ts";
import { inTransaction, type Db } from "./db.ts";
import { LEAD_COLUMNS, toLead } from "./lead-row.ts";

/**
 * The state a lead lives in, where staff know it: its sending hours and cap
 * follow that state's row instead of the number's area code. Null: the area
 * code decides. Audited with its author; setting the value already there
 * records nothing.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const LEAD_STATE_CODES: readonly string[] = [...new Set(Object.values(US_STATE_CODES))].sort();
export const LEAD_STATE_MESSAGE = "Choose a US state, or the number's area code";

/** The states a lead may be in, by name, with whether a stricter sending rule applies there. */
export function leadStateOptions(): { code: string; name: string; stricter: boolean }[] {
  const names = new Map<string, string>();
  for (const [name, code] of Object.entries(US_STATE_CODES)) if (!names.has(code)) names.set(code, name);
  return LEAD_STATE_CODES.map((code) => ({ code, name: names.get(code)!, stricter: code in STATE_RULES }));
}

export async function setLeadState(
  db: Db,
  leadId: string,
  state: string | null,
  actor: string,
  now: Date = new Date(),
): Promise<Lead> {
  const who = actor.trim();
  if (!who || who.length > 255) throw new AppError("API_BAD_REQUEST", "A change needs the name of who made it");
  if (state !== null && !LEAD_STATE_CODES.includes(state))
    throw new AppError("VALIDATION_INVALID_VALUE", LEAD_STATE_MESSAGE, {
      status: 422,
      severity: "LOW",
      fields: { state: LEAD_STATE_MESSAGE },
    });
  if (!UUID.test(leadId)) throw new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
  return inTransaction(db, async (tx) => {
    const row = (
      await tx.query<Record<string, unknown>>(`select ${LEAD_COLUMNS} from leads where id = $1 for update`, [leadId])
    ).rows[0];
    if (!row) throw new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
    const before = (row.state as string | null) ?? null;
    if (before === state) return toLead(row);
    const updated = await tx.query<Record<string, unknown>>(
      `update leads set state = $2, updated_at = $3 where id = $1 returning ${LEAD_COLUMNS}`,
      [leadId, state, now.toISOString()],
    );
    await appendAudit(
      tx,
      { actor: who, action: "lead.state", leadId, before: { state: before }, after: { state } },
      now,
    );
    return toLead(updated.rows[0]);
  });
}
