import * as React from "react";
import { Label } from "./label";
import { Slot } from "./slot";
import { clsx } from "clsx";

export interface FormFieldProps {
  label: React.ReactNode;
  /** Required fields show a red asterisk after the label. */
  required?: boolean;
  /** Error text shown below the control and announced (role="alert"). */
  error?: string;
  /** Optional hint below the control. */
  description?: React.ReactNode;
  /** Id of the control; generated when omitted. */
  id?: string;
  className?: string;
  /**
   * Exactly one control (Input, Textarea, Checkbox…); it receives the id and
   * aria wiring. For a control nested deeper (a Select's trigger), pass a
   * function and spread the props where they belong.
   */
  children: React.ReactElement | ((control: FormControlProps) => React.ReactNode);
}

export interface FormControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

/**
 * The mark of a control in error, beyond its red border: a 2 px outline in
 * the destructive color (at least 3:1 against the page in both themes), set
 * off from the border so the focus ring still shows inside it. On the
 * field's wrapper, so it reaches a control nested in a function child too.
 */
export const INVALID_CONTROL_CLASS =
  "[&_[aria-invalid=true]]:border-destructive [&_[aria-invalid=true]]:outline-2 [&_[aria-invalid=true]]:outline-offset-2 [&_[aria-invalid=true]]:outline-destructive [&_[aria-invalid=true]]:outline-solid";

/**
 * Label + control + error, wired for assistive tech: the control gets the id
 * the label points at, `aria-invalid` while there is an error and
 * `aria-describedby` naming the hint and the error. `aria-required` (not the
 * native `required`) so forms keep their own validation messages.
 */
export function FormField({ label, required, error, description, id, className, children }: FormFieldProps) {
  const generated = React.useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  const control: FormControlProps = {
    id: controlId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": required || undefined,
  };

  return (
    <div data-slot="form-field" className={clsx("grid gap-2", INVALID_CONTROL_CLASS, className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden="true" data-slot="required-mark" className="text-required">
            *
          </span>
        )}
      </Label>
      {typeof children === "function" ? children(control) : <Slot {...control}>{children}</Slot>}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" data-slot="form-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
