import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

export interface SpinnerProps {
  className?: string;
  label?: string;
  /** Inside a control that already says what is happening (e.g. "Processing..."): icon only, hidden from assistive tech. */
  decorative?: boolean;
}

/** Lazily loaded pages and busy controls show a loading spinner. */
export function Spinner({ className, label = "Loading", decorative = false }: SpinnerProps) {
  const icon = (
    <Loader2
      aria-hidden="true"
      data-slot="spinner"
      className={cn("size-6 animate-spin text-brand motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
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
