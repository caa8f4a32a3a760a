"use client";

import { Button } from "@/components/ui/button";

export const SUPPORT_EMAIL = "support@marquetext.com";

export interface BugReportInput {
  error: Pick<Error, "message" | "stack">;
  url: string;
  userAgent: string;
  timestamp: string;
  supportEmail?: string;
}

/** SPEC §2: Report Bug opens a pre-filled e-mail with error text, stack, URL, browser and timestamp. */
export function bugReportMailto({ error, url, userAgent, timestamp, supportEmail = SUPPORT_EMAIL }: BugReportInput): string {
  const subject = `Bug report: ${error.message}`.slice(0, 150);
  const body = [
    `Error: ${error.message}`,
    `Stack: ${error.stack ?? "(no stack)"}`,
    `URL: ${url}`,
    `Browser: ${userAgent}`,
    `Timestamp: ${timestamp}`,
  ].join("\n");
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export interface CrashScreenProps {
  error: Error & { digest?: string };
}

/** SPEC §2 crash screen for unhandled render errors. */
export function CrashScreen({ error }: CrashScreenProps) {
  function reportBug() {
    window.location.href = bugReportMailto({
      error,
      url: window.location.href,
      userAgent: window.navigator.userAgent,
      timestamp: new Date().toISOString(),
    });
  }
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        An unexpected error occurred. Our team has been notified and is looking into it.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        {/* A full load: after a crash the client router's state is not to be trusted. */}
        <Button asChild variant="outline">
          <a href="/">Go Home</a>
        </Button>
        <Button variant="ghost" onClick={reportBug}>
          Report Bug
        </Button>
      </div>
    </div>
  );
}
