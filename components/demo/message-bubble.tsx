import { IntentLink as Link } from "@/components/site/intent-link";
import { Button } from "@/components/ui/button";
import type { LiveMessage, MessageState } from "@/lib/live-messaging/types";
import { cn } from "@/lib/ui/class-names";

export interface MessageBubbleProps {
  message: LiveMessage;
  state: MessageState | undefined;
  /** Why sending failed, when it did. */
  failure?: string;
  onRetry?: () => void;
  onTextMe?: () => void;
}

/** One line of the demo conversation: the visitor's question, an answer, or a text sent to the phone. */
export function MessageBubble({ message, state, failure, onRetry, onTextMe }: MessageBubbleProps) {
  const text = String(message.text ?? "");
  const mine = message.sender === "user";
  const sms = message.sender === "business";
  const status = failure
    ? null
    : mine || sms
      ? state === "SENT"
        ? sms
          ? "Texted to your phone"
          : "Delivered"
        : "Sending…"
      : null;

  return (
    <li
      data-sender={message.sender}
      data-state={failure ? "FAILED" : state}
      className={cn("flex flex-col gap-1", mine ? "items-end" : sms ? "items-center" : "items-start")}
    >
      <p
        className={cn(
          "max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap",
          mine
            ? "rounded-br-sm bg-primary text-primary-foreground"
            : sms
              ? "bg-muted text-xs text-muted-foreground"
              : "rounded-bl-sm bg-muted",
        )}
      >
        {sms ? `SMS: ${text}` : text || <span className="text-muted-foreground">…</span>}
      </p>
      {status && <span className="text-[11px] text-muted-foreground">{status}</span>}
      {failure && (
        <span role="alert" className="flex items-center gap-2 text-[11px] text-destructive">
          Not sent: {failure}
          {onRetry && (
            <Button type="button" size={null} variant="outline" className="h-6 px-2 text-[11px]" onClick={onRetry}>
              Retry
            </Button>
          )}
        </span>
      )}
      {message.known === false && (
        <Link href="/contact" className="text-xs font-medium text-brand underline underline-offset-2">
          Ask our team on the contact form
        </Link>
      )}
      {onTextMe && (
        <Button type="button" size={null} variant="link" className="h-6 px-0 text-xs" onClick={onTextMe}>
          Text this to my phone
        </Button>
      )}
    </li>
  );
}
