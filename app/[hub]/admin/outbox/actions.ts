"use server";

import { revalidatePath } from "next/cache";
import { adminActor, currentAdmin } from "@/lib/auth/admin-session";
import { appendAudit } from "@/lib/backend/core/audit";
import { retryDead } from "@/lib/messaging/outbox-worker";
import { database } from "@/lib/backend/database";
import { handOffOutbox } from "@/lib/messaging/runtime";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Retry a dead message: due now, with a fresh attempt count. Admins only; a retry that happened is audited. */
export async function retryOutboxMessage(formData: FormData): Promise<void> {
  const session = await currentAdmin();
  if (!session) return;
  const id = String(formData.get("id") ?? "");
  const db = database();
  if (!UUID.test(id)) return;
  if (await retryDead(db, id, new Date())) {
    // The outbox lives in the shared-state database, with the audit log.
    await appendAudit(db, { actor: adminActor(session), action: "outbox.retry", subject: id });
    handOffOutbox();
  }
  revalidatePath("/admin/outbox");
}
