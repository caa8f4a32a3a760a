"use client";

import * as React from "react";
import { useFormStatus } from "react-dom";
import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";
import { clsx } from "clsx";

export const SUBMIT_LOADING_TEXT = "Processing...";

export interface SubmitButtonProps extends Omit<ButtonProps, "type" | "asChild"> {
  /** Busy state set by the form; a pending React form action counts too. */
  loading?: boolean;
}

/**
 * Form submit button: 'Processing...' with a spinner while loading,
 * and submits are ignored while loading or disabled. It stays focusable
 * (`aria-disabled`, not `disabled`) so focus is not lost mid-submit, and the
 * click is cancelled instead — which also cancels Enter-key (implicit)
 * submission, because browsers submit by clicking the default button.
 */
export function SubmitButton({
  loading = false,
  disabled = false,
  children,
  className,
  onClick,
  ...props
}: SubmitButtonProps) {
  const { pending } = useFormStatus();
  const busy = loading || pending;
  const blocked = busy || disabled;

  function handleClick(event: React.MouseEvent<HTMLButtonElement>) {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <Button
      type="submit"
      aria-disabled={blocked || undefined}
      aria-busy={busy || undefined}
      data-loading={busy || undefined}
      className={clsx("aria-disabled:cursor-not-allowed aria-disabled:opacity-50", className)}
      onClick={handleClick}
      {...props}
    >
      {busy ? (
        <>
          <Spinner decorative className="size-4 text-current" />
          {SUBMIT_LOADING_TEXT}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
