import { Button } from "@/components/ui/button";

export interface FormAlertProps {
  message: string | null;
  /** Shown when the failure was not the visitor's input (network, rate limit, server). */
  onRetry?: () => void;
}

/** A step's error that belongs to no single field, announced, with Retry when it helps. */
export function FormAlert({ message, onRetry }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      <span className="flex-1">{message}</span>
      {onRetry && (
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
