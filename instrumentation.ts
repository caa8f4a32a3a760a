/** Runs once when the server starts (Next's instrumentation hook). */
export async function register() {
  // NEXT_RUNTIME is set by Next itself; the edge runtime has no database to open.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./lib/server-start");
  startServer();
  const { startOutboxSweep } = await import("./lib/messaging/runtime");
  startOutboxSweep();
}
