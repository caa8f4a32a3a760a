/**
 * Pointing a visitor at the field to fix: focus it and scroll it to the
 * middle of the screen. Centring (rather than the browser's own scroll on
 * focus) keeps it clear of the sticky header and of the toasts, and shows
 * its label and the message under it on a phone. Client code only.
 */

/** The controls a form marks with `aria-invalid="true"`, in document order. */
export const INVALID_SELECTOR = '[aria-invalid="true"]';

export function revealField(control: HTMLElement): void {
  control.focus({ preventScroll: true });
  // jsdom has no scrollIntoView; a browser always does.
  control.scrollIntoView?.({ block: "center", inline: "nearest" });
}

/** Focuses and reveals the first invalid control inside `root`; returns it, or null when none is marked. */
export function focusFirstInvalid(root: ParentNode): HTMLElement | null {
  const first = root.querySelector<HTMLElement>(INVALID_SELECTOR);
  if (first) revealField(first);
  return first;
}
