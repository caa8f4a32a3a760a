"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string };

/**
 * A Link that prefetches when a person shows intent (pointer over it, a touch
 * starting, keyboard focus), never on load or on scrolling into view: a phone
 * does not pay for pages it may never open.
 */
/** The app router, or null outside one (a component rendered alone, in a test): then the link just navigates. */
function useOptionalRouter() {
  try {
    return useRouter();
  } catch {
    return null;
  }
}

export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useOptionalRouter();
  const prefetch = () => router?.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(e) => {
        prefetch();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        prefetch();
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
      {...props}
    />
  );
}
