"use server";

import { revalidatePath } from "next/cache";
import { adminActor, currentAdmin } from "@/lib/auth/admin-session";
import { getBackend } from "@/lib/backend";
import { handOffOutbox } from "@/lib/messaging/runtime";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Retry a dead message: due now, with a fresh attempt count. Admins only; a retry that happened is audited. */
export async function retryOutboxMessage(formData: FormData): Promise<void> {
  const session = await currentAdmin();
  if (!session) return;
  const id = String(formData.get("id") ?? "");
  if (!UUID.test(id)) return;
  if (await getBackend().outbox.retryDead(id, adminActor(session))) handOffOutbox();
  revalidatePath("/admin/outbox");
}
