"use client";

import { useSyncExternalStore } from "react";
import { reportFromUrl } from "@/lib/attribution/rules";

/**
 * On a contact page opened from an opt-in check report (`/contact?report=<id>`), says that the report goes with
 * the message (the form sends its id with the attribution). Nothing on the server: the page is static.
 */
const noChanges = () => () => {};

export function ReportNotice() {
  // The address does not change while the page is open: nothing to subscribe to; the server renders nothing.
  const report = useSyncExternalStore(
    noChanges,
    () => reportFromUrl(window.location.href),
    () => null,
  );
  if (!report) return null;
  return (
    <p role="status" className="mb-6 rounded-lg border bg-tint px-4 py-3 text-sm" data-testid="contact-report-notice">
      Your{" "}
      <a href={`/opt-in-check/${report}`} className="font-medium text-brand underline">
        opt-in check report
      </a>{" "}
      goes with your message, so we can see what to fix.
    </p>
  );
}
