import type { CheckStatus } from "@/lib/opt-in-check/types";
import { CheckCircle2 } from "@/components/ui/icons/check-circle-2";
import { CircleHelp } from "@/components/ui/icons/circle-help";
import { CircleX } from "@/components/ui/icons/circle-x";

/** How each verdict reads: its word, icon and colour (text and icon, never colour alone). */
export const STATUS_LOOK: Record<CheckStatus, { label: string; tone: string; Icon: typeof CircleX }> = {
  fail: { label: "Fails", tone: "text-destructive", Icon: CircleX },
  unknown: { label: "Can't tell", tone: "text-amber-700 dark:text-amber-300", Icon: CircleHelp },
  pass: { label: "Passes", tone: "text-emerald-700 dark:text-emerald-400", Icon: CheckCircle2 },
};

export function CheckStatusIcon({ status, className = "size-5" }: { status: CheckStatus; className?: string }) {
  const { tone, Icon } = STATUS_LOOK[status];
  return <Icon className={`${className} shrink-0 ${tone}`} />;
}
