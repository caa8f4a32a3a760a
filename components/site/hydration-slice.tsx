import { Suspense, type ReactNode } from "react";

/**
 * A part of the page that React hydrates on its own, after the shell and in
 * small time slices, so no single task runs long while a visitor may tap.
 * Nothing inside suspends, so its HTML is still rendered inline, whole, in
 * the document: the boundary only marks where hydration may pause.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
