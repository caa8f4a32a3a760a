import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { currentAdmin } from "@/lib/auth/admin-session";
import { ProgramForm } from "@/components/admin/program-form";

export const dynamic = "force-dynamic";

/** A new program's draft; `?error=<field>` is what a post without JavaScript came back with. */
export default async function NewProgramPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  if (!(await currentAdmin())) return null;
  const field = (await searchParams).error?.slice(0, 40);
  return (
    <div className="space-y-5">
      <Link
        href="/admin/clients"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> All programs
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">New program</h1>
      <ProgramForm initialError={field ? { field, message: "Check this field (or it is already taken)." } : null} />
    </div>
  );
}
