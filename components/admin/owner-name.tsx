import { cn } from "@/lib/ui/class-names";
import { initials } from "./format";

/** A lead's owner: their initials in a circle (decoration) and their address; "Unassigned" when nobody. */
export function OwnerName({ email, className }: { email: string | null; className?: string }) {
  if (!email) {
    return (
      <span className={cn("text-xs text-muted-foreground", className)}>
        <span data-testid="lead-owner">—</span>
        <span className="sr-only"> (unassigned)</span>
      </span>
    );
  }
  return (
    <span className={cn("inline-flex max-w-[14rem] items-center gap-2", className)}>
      <span
        aria-hidden
        className="grid size-6 shrink-0 place-items-center rounded-full bg-secondary text-[0.625rem] font-semibold text-secondary-foreground"
      >
        {initials(email)}
      </span>
      <span className="truncate" data-testid="lead-owner">
        {email}
      </span>
    </span>
  );
}
