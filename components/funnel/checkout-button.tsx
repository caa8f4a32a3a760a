"use client";

import { useState, type MouseEvent, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { CHECKOUT_PATH, startCheckout } from "@/lib/funnel/checkout";

export interface CheckoutButtonProps extends Pick<ButtonProps, "variant" | "size" | "className"> {
  children: ReactNode;
  /** Defaults to /signup, which redirects to the hub's hosted checkout. */
  href?: string;
}

/**
 * Where a checkout starts (pricing, navigation): a real link, so it works
 * without JavaScript, that shows the alert when the checkout cannot start.
 */
export function CheckoutButton({ children, href = CHECKOUT_PATH, ...buttonProps }: CheckoutButtonProps) {
  const [error, setError] = useState<string | null>(null);
  function click(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setError(startCheckout(href, { navigate: (to) => window.location.assign(to), online: navigator.onLine }));
  }
  return (
    <span className="inline-flex flex-col items-stretch gap-2">
      <Button asChild {...buttonProps}>
        <a href={href} onClick={click}>
          {children}
        </a>
      </Button>
      <span role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </span>
    </span>
  );
}
