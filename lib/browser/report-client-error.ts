/** The crash screen's report to /api/client-errors; never throws, since it runs on a page that already failed. */
export function reportClientError(error: Error & { digest?: string }): void {
  try {
    if (typeof fetch !== "function") return;
    const body = JSON.stringify({
      message: String(error.message || "Unknown error").slice(0, 1000),
      stack: error.stack?.slice(0, 8000),
      digest: error.digest?.slice(0, 100),
      url: window.location.href.slice(0, 2000),
    });
    void fetch("/api/client-errors", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Reporting is best effort: the crash screen shows either way.
  }
}
