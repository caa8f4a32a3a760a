import type { ReactNode } from "react";
import { cn } from "@/lib/ui/class-names";

/**
 * A wide table's horizontal scroller. It takes keyboard focus and is a
 * named region, so someone without a mouse can scroll it with the arrow keys.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn("overflow-x-auto rounded-md border", className)}>
      {children}
    </div>
  );
}
