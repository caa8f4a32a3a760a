import { ShieldCheck } from "@/components/ui/icons/shield-check";
import type { HeroConversation as Conversation } from "@/content/types";
import { initials } from "@/lib/ui/initials";

/**
 * The product at work: a text program's thread from opt-in to reply, drawn
 * in HTML. The messages appear one after another in CSS (`.convo-msg`, still
 * under reduced motion); every message keeps its space from the first paint,
 * so nothing shifts. Screen readers get the one-sentence summary instead.
 */
export function HeroConversation({ conversation }: { conversation: Conversation }) {
  const { contactName, messages, record, summary } = conversation;
  return (
    <div
      role="img"
      aria-label={summary}
      className="mx-auto w-full max-w-sm rounded-2xl border bg-card text-card-foreground shadow-xl"
      data-testid="hero-conversation"
    >
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <span className="flex size-9 items-center justify-center rounded-full bg-tint-2 text-sm font-bold text-brand-3">
          {initials(contactName)}
        </span>
        <span className="text-sm leading-tight">
          <span className="block font-semibold">{contactName}</span>
          <span className="text-xs text-muted-foreground">Text program</span>
        </span>
      </div>
      <ol className="flex flex-col gap-3 p-4 text-sm">
        {messages.map((m, i) => (
          <li
            key={m.step}
            style={{ "--i": i } as React.CSSProperties}
            className={`convo-msg flex flex-col gap-1 ${m.from === "customer" ? "items-end" : "items-start"}`}
          >
            <span className="text-xs text-muted-foreground">
              {m.step} · {m.time}
            </span>
            <span className={m.from === "customer" ? "bubble-out font-semibold" : "bubble-in"}>{m.text}</span>
          </li>
        ))}
      </ol>
      <p className="flex items-center gap-2 border-t px-4 py-3 text-xs font-semibold text-brand-2">
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        {record}
      </p>
    </div>
  );
}
