import { Loader2 } from "@/components/ui/icons/loader-2";
import { clsx } from "clsx";

export interface SpinnerProps {
  /** Size and colour; replaces the default `size-6 text-brand`. */
  className?: string;
  label?: string;
  /**
   * Inside a control that already says what is happening (e.g. "Processing..."): icon only, hidden from assistive tech.
   */
  decorative?: boolean;
}

/** Lazily loaded pages and busy controls show a loading spinner. */
export function Spinner({ className = "size-6 text-brand", label = "Loading", decorative = false }: SpinnerProps) {
  const icon = (
    <Loader2
      aria-hidden="true"
      data-slot="spinner"
      className={clsx("animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
    />
  );
  if (decorative) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
