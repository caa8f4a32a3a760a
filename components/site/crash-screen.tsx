"use client";

import { DEFAULT_HUB, HUBS, isHubId } from "@/lib/hubs/registry";
import { browserNavigation } from "@/lib/browser/navigation";
import { reportClientError } from "@/lib/browser/report-client-error";
import { useEffect } from "react";

export interface BugReportInput {
  error: Pick<Error, "message" | "stack">;
  url: string;
  userAgent: string;
  timestamp: string;
  supportEmail: string;
}

/** Report Bug opens a pre-filled e-mail with error text, stack, URL, browser and timestamp. */
export function bugReportMailto({ error, url, userAgent, timestamp, supportEmail }: BugReportInput): string {
  const message = error.message || "Unknown error";
  const subject = `Bug report: ${message}`.slice(0, 150);
  const body = [
    `Error: ${message}`,
    `Stack: ${error.stack ?? "(no stack)"}`,
    `URL: ${url}`,
    `Browser: ${userAgent}`,
    `Timestamp: ${timestamp}`,
  ].join("\n");
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The support address of the hub the page was rendered for (data-hub on <html>). */
export function supportEmailFor(dataHub: string | undefined): string {
  return HUBS[isHubId(dataHub) ? dataHub : DEFAULT_HUB].supportEmail;
}

// Plain classes, no Button: error boundaries ship with every page (JavaScript budget).
const BUTTON =
  "inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export interface CrashScreenProps {
  error: Error & { digest?: string };
}

/**
 * Crash screen for unhandled render errors: Try Again reloads the
 * page, Go Home goes to the root path, Report Bug opens a pre-filled e-mail.
 */
export function CrashScreen({ error }: CrashScreenProps) {
  // "Our team has been notified": the server logs every crash it is told about.
  useEffect(() => reportClientError(error), [error]);
  function reportBug() {
    browserNavigation.assign(
      bugReportMailto({
        error,
        url: window.location.href,
        userAgent: window.navigator.userAgent,
        timestamp: new Date().toISOString(),
        supportEmail: supportEmailFor(document.documentElement.dataset.hub),
      }),
    );
  }
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        An unexpected error occurred. Our team has been notified and is looking into it.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={`${BUTTON} bg-primary text-primary-foreground hover:bg-primary/90`}
          onClick={() => browserNavigation.reload()}
        >
          Try Again
        </button>
        {/* A full load: after a crash the client router's state is not to be trusted. */}
        <a href="/" className={`${BUTTON} border border-input bg-background hover:bg-accent`}>
          Go Home
        </a>
        <button type="button" className={`${BUTTON} hover:bg-accent`} onClick={reportBug}>
          Report Bug
        </button>
      </div>
    </div>
  );
}
