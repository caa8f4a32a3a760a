import type { ReactNode } from "react";
import { PHONE_CLOCK, SETUP_GUARANTEE_DAYS } from "@/content/constants";

export interface PhoneMockupProps {
  /** Shown as the conversation's title (the hub's name). */
  title: string;
  /** Connection line under the title. */
  status: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** A phone frame around the demo conversation (the clock reads 9:41 AM like the home mock-up). */
export function PhoneMockup({ title, status, children, footer }: PhoneMockupProps) {
  return (
    <div className="mx-auto w-full max-w-[22rem] rounded-[2.5rem] border-8 border-foreground/90 bg-background shadow-xl">
      <div className="flex items-center justify-between px-6 pt-3 text-xs font-medium" aria-hidden="true">
        <span>{PHONE_CLOCK}</span>
        <span className="h-5 w-20 rounded-full bg-foreground/90" />
        <span>100%</span>
      </div>
      <div className="border-b px-4 pt-2 pb-3 text-center">
        <p className="font-semibold">{title}</p>
        <div className="text-xs text-muted-foreground">{status}</div>
      </div>
      <div className="flex h-[26rem] flex-col">
        <div className="flex-1 overflow-y-auto px-3 py-3">{children}</div>
        {footer && <div className="border-t p-3">{footer}</div>}
      </div>
    </div>
  );
}

const SAMPLE = [
  { from: "you", text: "How fast can we start texting?" },
  {
    from: "assistant",
    text: `Most accounts are live within a week, and setup is guaranteed in ${SETUP_GUARANTEE_DAYS} days.`,
  },
  { from: "you", text: "Do you handle STOP replies?" },
  { from: "assistant", text: "Yes. STOP and HELP are answered automatically and every opt-out is recorded." },
] as const;

/** What the phone shows before the visitor starts: a sample exchange with the assistant, marked as a sample. */
export function SampleConversation({ hubName }: { hubName: string }) {
  return (
    <div className="flex h-full flex-col gap-3 text-sm" data-testid="demo-sample">
      <p className="text-center text-xs font-semibold text-muted-foreground">Sample conversation</p>
      <ul className="flex flex-col gap-2" aria-label={`Sample conversation with the ${hubName} assistant`}>
        {SAMPLE.map((m) => (
          <li key={m.text} className={m.from === "you" ? "bubble-out" : "bubble-in"}>
            <span className="sr-only">{m.from === "you" ? "You: " : "Assistant: "}</span>
            {m.text}
          </li>
        ))}
      </ul>
      <p className="mt-auto px-4 text-center text-xs text-muted-foreground">
        Verify your number to start chatting with the {hubName} assistant.
      </p>
    </div>
  );
}
