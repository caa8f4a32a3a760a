import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins classes and lets a later class win over an earlier one that sets the
 * same property (tailwind-merge, ~10 kB gzip). For the admin's shadcn
 * components, whose callers override variant classes. Components on public
 * pages join with plain `clsx` instead: their callers add only classes that
 * set no property the component sets (tests/unit/ui-class-conflicts.test.tsx).
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
