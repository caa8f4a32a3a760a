import { currentAdmin } from "@/lib/auth/admin-session";
import { getBackend } from "@/lib/backend";
import type { ProgramRecord } from "@/lib/programs/record";

export interface AdminProgramProps {
  params: Promise<{ hub: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The program an admin page is about, or null (no session, or no such program). */
export async function adminProgram(params: AdminProgramProps["params"]): Promise<ProgramRecord | null> {
  if (!(await currentAdmin())) return null;
  const slug = (await params).slug;
  return /^[a-z0-9-]{1,60}$/.test(slug) ? getBackend().programs.find(slug) : null;
}

export function NoSuchProgram() {
  return <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No such program.</p>;
}
