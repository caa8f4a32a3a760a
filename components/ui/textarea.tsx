import * as React from "react";
import { clsx } from "clsx";

/** A textarea shows 3 rows unless told otherwise. */
export const TEXTAREA_DEFAULT_ROWS = 3;

export function Textarea({ className, rows = TEXTAREA_DEFAULT_ROWS, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={clsx(
        "flex w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors outline-none md:text-sm",
        "placeholder:text-muted-foreground",
        "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
        "disabled:cursor-not-allowed disabled:opacity-50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/30",
        className,
      )}
      {...props}
    />
  );
}
