import type { Instrumentation } from "next";

/** Runs once when the server starts (Next's instrumentation hook). */
export async function register() {
  // NEXT_RUNTIME is set by Next itself; the edge runtime has no database to open.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { serverEnv } = await import("./lib/config/server-env");
  // Production: every console line becomes JSON too. Development keeps Next's own output as it is.
  if (serverEnv().NODE_ENV === "production") {
    const { installJsonConsole } = await import("./lib/log/console-json");
    installJsonConsole(serverEnv().LOG_LEVEL);
  }
  const { startTracing } = await import("./lib/log/telemetry");
  startTracing();
  const { startServer } = await import("./lib/startup/start-server");
  startServer();
  const { refuseBehindMigrations, flushTelemetryAtShutdown, serveEmbeddedBackups } =
    await import("./lib/startup/checks");
  await refuseBehindMigrations();
  serveEmbeddedBackups();
  flushTelemetryAtShutdown();
  const { startOutboxSweep } = await import("./lib/messaging/runtime");
  startOutboxSweep();
}

/**
 * A server error Next caught (rendering, a route handler that threw, the proxy): one JSON log line with its
 * stack, the request id proxy.ts gave the request, and the route. Route handlers wrapped in handle() log their
 * own errors and never reach this.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("./lib/startup/checks");
  reportRequestError(error, request, context);
};
