import type { ReactNode } from "react";

export interface PhoneMockupProps {
  /** Shown as the conversation's title (the hub's name). */
  title: string;
  /** Connection line under the title. */
  status: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** A phone frame around the demo conversation (the clock reads 9:41 like the home mock-up). */
export function PhoneMockup({ title, status, children, footer }: PhoneMockupProps) {
  return (
    <div className="mx-auto w-full max-w-[22rem] rounded-[2.5rem] border-8 border-foreground/90 bg-background shadow-xl">
      <div className="flex items-center justify-between px-6 pt-3 text-xs font-medium" aria-hidden="true">
        <span>9:41</span>
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
