import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins classes and lets a later class win over an earlier one that sets the
 * same property (tailwind-merge, ~10 kB). For the admin's shadcn components,
 * whose callers override variant classes.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Joins classes, nothing more. For components on public pages, whose callers
 * only add classes that set no property the component sets itself
 * (tests/unit/ui-class-conflicts.test.tsx holds them to it).
 */
export const cx = clsx;
