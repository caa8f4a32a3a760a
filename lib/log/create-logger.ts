import { censorField, isRedactedField } from "./redact-fields.ts";

/**
 * The framework-free logger of the Deno entry points (the Next server's is
 * pino, lib/log/pino-logger.ts, with the same options, fields and redaction).
 * Imports only its neighbor, so Deno loads it by relative path.
 */
export const LOG_LEVELS = ["DEBUG", "INFO", "WARN", "ERROR", "CRITICAL"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogContext = Record<string, unknown>;

export interface Logger {
  debug(message: string, context?: LogContext): void;
  info(message: string, context?: LogContext): void;
  warn(message: string, context?: LogContext): void;
  error(message: string, context?: LogContext): void;
  critical(message: string, context?: LogContext): void;
  /** Send what the remote sender holds now (at shutdown); resolves when posted or abandoned. */
  flush?(): Promise<void>;
}

export interface LoggerOptions {
  level?: LogLevel;
  remoteUrl?: string;
  /** Where lines go; defaults to stdout (DEBUG/INFO) and stderr (WARN and up). */
  write?: (line: string, level: LogLevel) => void;
  fetch?: typeof fetch;
  now?: () => Date;
  /** How long one remote post may take before it is abandoned (default 10 s). */
  remoteTimeoutMs?: number;
  /** Remote lines are sent together, one POST of newline-separated JSON per this many ms (default 1 s)… */
  remoteFlushMs?: number;
  /** …or as soon as this many are waiting (default 100). Past 10 times that, the oldest are dropped. */
  remoteBatchSize?: number;
  /** Fields added to every line, read when it is written (the request id and route of the request being served). */
  context?: () => LogContext | undefined;
}

/** Deep copy with the known secret and personal fields censored (redact-fields.ts); errors keep name, message, stack. */
export function redact(value: unknown, key = "", depth = 0): unknown {
  if (depth > 6) return "[depth]";
  if (key && isRedactedField(key) && (value === null || typeof value !== "object")) return censorField(key, value);
  if (Array.isArray(value)) return value.map((v) => redact(v, key, depth + 1));
  if (value instanceof Error)
    return {
      name: value.name,
      message: value.message,
      ...(value.stack ? { stack: value.stack } : {}),
      ...("code" in value && value.code !== undefined ? { code: censorField("code", value.code) } : {}),
    };
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k, depth + 1)]));
  }
  return value;
}

function defaultWrite(line: string, level: LogLevel): void {
  if (LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf("WARN")) console.error(line);
  else console.log(line);
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const threshold = LOG_LEVELS.indexOf(options.level ?? "INFO");
  const write = options.write ?? defaultWrite;
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetch ?? (typeof fetch === "function" ? fetch : undefined);
  const remote = options.remoteUrl && doFetch ? batchSender(options.remoteUrl, doFetch, options) : undefined;

  function log(level: LogLevel, message: string, context?: LogContext): void {
    if (LOG_LEVELS.indexOf(level) < threshold) return;
    const entry = {
      time: now().toISOString(),
      level,
      message,
      ...(redact(options.context?.() ?? {}) as LogContext),
      ...(redact(context ?? {}) as LogContext),
    };
    const line = JSON.stringify(entry);
    write(line, level);
    remote?.push(line);
  }

  return {
    debug: (m, c) => log("DEBUG", m, c),
    info: (m, c) => log("INFO", m, c),
    warn: (m, c) => log("WARN", m, c),
    error: (m, c) => log("ERROR", m, c),
    critical: (m, c) => log("CRITICAL", m, c),
    flush: () => remote?.flush() ?? Promise.resolve(),
  };
}

/**
 * The remote sender: lines wait in memory and go as one POST of newline-separated JSON
 * (application/x-ndjson) per interval or full batch. Failures are ignored: a log line is never worth an outage.
 */
export function batchSender(url: string, doFetch: typeof fetch, options: LoggerOptions) {
  const flushMs = options.remoteFlushMs ?? 1000;
  const batchSize = options.remoteBatchSize ?? 100;
  let waiting: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return Promise.resolve();
    const body = waiting.join("\n") + "\n";
    waiting = [];
    try {
      return doFetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-ndjson" },
        body,
        signal: AbortSignal.timeout(options.remoteTimeoutMs ?? 10_000),
      }).then(
        (response) => void response.body?.cancel().catch(() => {}),
        () => {},
      );
    } catch {
      return Promise.resolve();
    }
  }

  return {
    push(line: string): void {
      waiting.push(line);
      if (waiting.length > batchSize * 10) waiting.splice(0, waiting.length - batchSize * 10);
      if (waiting.length >= batchSize) void flush();
      else if (timer === undefined) {
        timer = setTimeout(() => void flush(), flushMs);
        (timer as { unref?: () => void }).unref?.();
      }
    },
    flush,
  };
}
