"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { chatTextSchema } from "@/lib/validation/fields";
import { useHub } from "@/components/site/hub-context";
import { MessageBubble } from "./message-bubble";
import { PhoneMockup } from "./phone-mockup";
import { useDemoChat } from "./use-demo-chat";

const STATUS = {
  IDLE: "Offline",
  CONNECTING: "Connecting…",
  CONNECTED: "Online",
  ERROR: "Connection failed",
  DISCONNECTED: "Offline",
} as const;

/** Step 4: a conversation with the hub's assistant, inside the phone mock-up. */
export function DemoChat({ phone, name }: { phone: string; name: string | null }) {
  const hub = useHub();
  const { live, failures, busy, ask, textMe } = useDemoChat(phone);
  const { start, connectionState, isAIProcessing, messages, messageStates } = live;
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | undefined>();
  const listEnd = useRef<HTMLLIElement>(null);

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: "end" });
  }, [messages]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = chatTextSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setDraft("");
    void ask(parsed.data);
  }

  const lastBot = [...messages].reverse().find((m) => m.sender === "bot" && m.known !== false && m.text);
  const connected = connectionState === "CONNECTED";
  const status = (
    <span role="status" className="inline-flex items-center gap-2">
      {STATUS[connectionState]}
      {isAIProcessing && " · Assistant processing…"}
      {connectionState === "ERROR" && (
        <Button
          type="button"
          size={null}
          variant="outline"
          className="h-6 px-2 text-[11px]"
          onClick={() => void start()}
        >
          Retry
        </Button>
      )}
    </span>
  );

  const composer = (
    <form noValidate onSubmit={onSubmit} aria-label="Ask the assistant" className="grid gap-1">
      <div className="flex gap-2">
        <label htmlFor="demo-question" className="sr-only">
          Your question
        </label>
        <Input
          id="demo-question"
          name="question"
          placeholder="Ask about pricing, setup…"
          value={draft}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "demo-question-error" : undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="demo" disabled={!connected} aria-busy={busy || undefined}>
          Send
        </Button>
      </div>
      {error && (
        <p id="demo-question-error" role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </form>
  );

  return (
    <PhoneMockup title={hub.name} status={status} footer={composer}>
      <ol aria-label="Conversation" aria-live="polite" className="grid gap-3">
        <li className="text-sm">
          <p className="max-w-[85%] rounded-2xl rounded-bl-sm bg-muted px-3 py-2">
            Hi{name ? ` ${name.split(" ")[0]}` : ""}! I&apos;m the {hub.name} assistant. Ask me anything about our
            plans, setup or compliance.
          </p>
        </li>
        {messages.map((m) => (
          <MessageBubble
            key={m.id}
            message={m}
            state={messageStates[m.id]}
            failure={failures[m.id]}
            onRetry={() => void (m.sender === "business" ? textMe(String(m.text), m.id) : ask(String(m.text), m.id))}
            onTextMe={m === lastBot && !busy ? () => void textMe(String(m.text)) : undefined}
          />
        ))}
        <li ref={listEnd} aria-hidden="true" />
      </ol>
    </PhoneMockup>
  );
}
