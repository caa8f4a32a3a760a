import { cn } from "@/lib/ui/class-names";

export const DEMO_STEPS = ["Phone", "Code", "Details", "Chat"] as const;

/** Where the visitor is in the demo (phone → code → details → chat). */
export function DemoSteps({ current }: { current: number }) {
  return (
    <ol className="flex gap-2 text-xs font-medium" aria-label="Demo steps">
      {DEMO_STEPS.map((label, i) => (
        <li
          key={label}
          aria-current={i === current ? "step" : undefined}
          className={cn(
            "flex items-center gap-1 rounded-full border px-2.5 py-1",
            i === current
              ? "border-primary bg-primary text-primary-foreground"
              : i < current
                ? "text-foreground"
                : "text-muted-foreground",
          )}
        >
          <span aria-hidden="true">{i + 1}.</span> {label}
        </li>
      ))}
    </ol>
  );
}
