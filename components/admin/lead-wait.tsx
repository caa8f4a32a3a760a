import { AlarmClock, CircleCheck, Clock } from "lucide-react";
import type { LeadWait } from "@/lib/backend/core/response-clock";
import { cn } from "@/lib/ui/class-names";
import { formatMinutes, formatTime } from "./format";

/**
 * Where a lead stands on the first-response clock, in staff hours: waiting
 * (and for how long), overdue past the target (in the destructive color,
 * with its own icon and word, never color alone), or answered (and how fast).
 */
export function LeadWaitBadge({ wait, className }: { wait: LeadWait; className?: string }) {
  if (wait.state === "none") {
    return (
      <span className={cn("text-muted-foreground", className)} data-testid="lead-wait" data-state="none">
        —
      </span>
    );
  }
  const waited = wait.minutes < 0 ? null : formatMinutes(wait.minutes);
  if (wait.state === "answered") {
    return (
      <span
        className={cn(
          "inline-flex items-center gap-1 py-0.5 text-xs whitespace-nowrap text-muted-foreground",
          className,
        )}
        data-testid="lead-wait"
        data-state="answered"
      >
        <CircleCheck aria-hidden className="size-3.5 text-emerald-600 dark:text-emerald-400" />
        {waited ? `Answered in ${waited}` : "Answered"}
      </span>
    );
  }
  if (wait.overdue) {
    return (
      <span
        className={cn(
          "inline-flex items-center gap-1 rounded-full border border-destructive/40 bg-destructive/10 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-destructive",
          className,
        )}
        data-testid="lead-wait"
        data-state={wait.escalated ? "escalated" : "overdue"}
      >
        <AlarmClock aria-hidden className="size-3.5" />
        {waited ? `Overdue · ${waited}` : `Overdue since ${formatTime(wait.since).slice(0, 10)}`}
      </span>
    );
  }
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        className,
      )}
      data-testid="lead-wait"
      data-state="waiting"
    >
      <Clock aria-hidden className="size-3.5 text-amber-600 dark:text-amber-400" />
      {`Waiting ${waited ?? ""}`.trim()}
    </span>
  );
}
