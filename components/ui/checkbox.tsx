import * as React from "react";
import { clsx } from "clsx";

export interface CheckboxProps extends Omit<React.ComponentProps<"input">, "type" | "onChange"> {
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox drawn in the design system's style: the browser keeps
 * its state, keyboard and form behavior, so it needs no script of its own.
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span data-slot="checkbox" className={clsx("relative inline-flex size-4 shrink-0", className)}>
      <input
        type="checkbox"
        className={clsx(
          "peer size-4 shrink-0 cursor-pointer appearance-none rounded-[4px] border border-input bg-background shadow-xs transition-colors outline-none",
          "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
          "disabled:cursor-not-allowed disabled:opacity-50",
          "checked:border-primary checked:bg-primary",
          "aria-invalid:border-destructive",
        )}
        // Only with a listener: a checkbox rendered on the server (a consent box) carries no handler.
        onChange={onCheckedChange ? (event) => onCheckedChange(event.currentTarget.checked) : undefined}
        {...props}
      />
      {/* lucide's check, drawn here: forms are client code, and the icon helper would ship with them. */}
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        data-slot="checkbox-indicator"
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
      >
        <path d="M20 6 9 17l-5-5" />
      </svg>
    </span>
  );
}
