import { formatWithOptions } from "node:util";
import { LOG_LEVELS, redact, type LogLevel } from "./create-logger";
import { currentRequestContext } from "./request-context";

/** How long a framework error print waits for onRequestError to report the same error (with its request id). */
const CLAIM_MS = 100;

type Method = "log" | "info" | "warn" | "error" | "debug";
const LEVEL: Record<Method, LogLevel> = { debug: "DEBUG", log: "INFO", info: "INFO", warn: "WARN", error: "ERROR" };

const waiting = new Map<string, ReturnType<typeof setTimeout>>();
const claimed = new Set<string>();
let installed = false;

function digestOf(value: unknown): string | undefined {
  return typeof value === "object" && value !== null && "digest" in value ? String(value.digest) : undefined;
}

/**
 * In production, what Next and libraries print with console.* becomes one JSON line each too (time, level, message, the
 * request's id and route, an error's stack), so every line of the server's output parses. A server error
 * that Next prints and onRequestError reports (same digest) is written once, by the report.
 */
export function installJsonConsole(threshold: LogLevel = "INFO"): void {
  if (installed) return;
  installed = true;
  const write = { out: console.log.bind(console), err: console.error.bind(console) };
  for (const method of Object.keys(LEVEL) as Method[]) {
    console[method] = (...args: unknown[]) => {
      const first = args[0];
      // Our logger's lines are JSON already.
      if (args.length === 1 && typeof first === "string" && first.startsWith("{") && first.endsWith("}")) {
        (LEVEL[method] === "WARN" || LEVEL[method] === "ERROR" ? write.err : write.out)(first);
        return;
      }
      const level = LEVEL[method];
      if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(threshold)) return;
      const error = args.find((a): a is Error => a instanceof Error);
      const context = currentRequestContext();
      const line = JSON.stringify({
        time: new Date().toISOString(),
        level,
        message: formatWithOptions(
          { colors: false, breakLength: Infinity },
          ...args.map((a) => (error && a === error ? error.message : a)),
        )
          .replace(/^[⨯⚠✓○▲]\s*/u, "")
          .trim(),
        source: "console",
        ...(context ? { requestId: context.requestId, route: context.route } : {}),
        ...(error ? { error: redact(error) } : {}),
      });
      const emit = () => (level === "WARN" || level === "ERROR" ? write.err : write.out)(line);
      const digest = digestOf(error);
      if (!digest) return emit();
      if (claimed.delete(digest)) return;
      const timer = setTimeout(() => {
        waiting.delete(digest);
        emit();
      }, CLAIM_MS);
      timer.unref?.();
      waiting.set(digest, timer);
    };
  }
}

/** onRequestError reports this error itself: Next's own print of it is dropped. */
export function claimReportedError(error: unknown): void {
  const digest = digestOf(error);
  if (!digest) return;
  const timer = waiting.get(digest);
  if (timer) {
    clearTimeout(timer);
    waiting.delete(digest);
    return;
  }
  claimed.add(digest);
  setTimeout(() => claimed.delete(digest), 10_000).unref?.();
}
