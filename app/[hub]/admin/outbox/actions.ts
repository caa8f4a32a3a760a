"use server";

import { revalidatePath } from "next/cache";
import { currentAdmin } from "@/lib/auth/admin-session";
import { retryDead } from "@/lib/messaging/outbox-worker";
import { handOffOutbox, messagingDb } from "@/lib/messaging/runtime";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Retry a dead message: due now, with a fresh attempt count. Admins only. */
export async function retryOutboxMessage(formData: FormData): Promise<void> {
  if (!(await currentAdmin())) return;
  const id = String(formData.get("id") ?? "");
  const db = await messagingDb();
  if (!db || !UUID.test(id)) return;
  if (await retryDead(db, id, new Date())) handOffOutbox();
  revalidatePath("/admin/outbox");
}
