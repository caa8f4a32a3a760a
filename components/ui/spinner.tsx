import { clsx } from "clsx";

export interface SpinnerProps {
  /** Size and color; replaces the default `size-6 text-brand`. */
  className?: string;
  label?: string;
  /**
   * Inside a control that already says what is happening (e.g. "Processing..."): icon only, hidden from assistive tech.
   */
  decorative?: boolean;
}

/** Lazily loaded pages and busy controls show a loading spinner. */
export function Spinner({ className = "size-6 text-brand", label = "Loading", decorative = false }: SpinnerProps) {
  // lucide's loader-circle, drawn here: busy buttons are client code, and the icon helper would ship with them.
  const icon = (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-slot="spinner"
      className={clsx("animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
    >
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
  if (decorative) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
