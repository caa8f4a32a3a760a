import type { CheckStatus } from "@/lib/opt-in-check/types";
import { CheckCircle2 } from "@/components/ui/icons/check-circle-2";
import { CircleHelp } from "@/components/ui/icons/circle-help";
import { CircleX } from "@/components/ui/icons/circle-x";

/**
 * How each verdict reads: its word, icon and color (text and icon, never color alone). Pass is green by a
 * style variable (--pass, per theme in app/globals.css): every public page carries the stylesheet, so no
 * class is added for one page.
 */
export const STATUS_LOOK: Record<CheckStatus, { label: string; tone: string; Icon: typeof CircleX }> = {
  fail: { label: "Fails", tone: "text-destructive", Icon: CircleX },
  unknown: { label: "Can't tell", tone: "text-muted-foreground", Icon: CircleHelp },
  pass: { label: "Passes", tone: "", Icon: CheckCircle2 },
};

const PASS_COLOR = { color: "var(--pass)" } as const;

export function CheckStatusIcon({ status, className = "size-5" }: { status: CheckStatus; className?: string }) {
  const { tone, Icon } = STATUS_LOOK[status];
  return <Icon className={`${className} shrink-0 ${tone}`.trim()} style={status === "pass" ? PASS_COLOR : undefined} />;
}
