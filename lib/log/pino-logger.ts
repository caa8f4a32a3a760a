import pino, { type DestinationStream, type LevelWithSilent } from "pino";
import { batchSender, LOG_LEVELS, type LogLevel, type Logger, type LoggerOptions } from "./create-logger";
import { censorField, redactPaths } from "./redact-fields";

/** Our level names on pino's numbers (CRITICAL is pino's fatal). */
const PINO_LEVEL: Record<LogLevel, LevelWithSilent> = {
  DEBUG: "debug",
  INFO: "info",
  WARN: "warn",
  ERROR: "error",
  CRITICAL: "fatal",
};
const NAME_OF: Record<number, LogLevel> = { 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "CRITICAL" };

export interface PinoLoggerOptions extends LoggerOptions {
  /** Human-readable lines (development) instead of one JSON object a line. */
  pretty?: boolean;
}

function defaultWrite(line: string, level: LogLevel): void {
  if (LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf("WARN")) console.error(line);
  else console.log(line);
}

function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const code = (value as { code?: unknown }).code;
  return {
    name: value.name,
    message: value.message,
    ...(value.stack ? { stack: value.stack } : {}),
    ...(code !== undefined ? { code: censorField("code", code) } : {}),
  };
}

/**
 * pino-pretty, a development dependency: loaded only when a logger asks for readable lines (`npm run dev`),
 * never by a production build or start.
 */
async function loadPrettifier(): Promise<(line: string) => string> {
  const { prettyFactory } = await import("pino-pretty");
  return prettyFactory({
    colorize: Boolean(process.stdout.isTTY),
    messageKey: "message",
    translateTime: "HH:MM:ss.l",
    customLevels: "DEBUG:20,INFO:30,WARN:40,ERROR:50,CRITICAL:60",
    useOnlyCustomProps: true,
    singleLine: true,
  });
}

/**
 * The server's logger on pino: one JSON object a line (`time`, `level` as DEBUG…CRITICAL, `message`, the
 * request's id and route, the caller's fields, an error's stack), the known secret and personal fields
 * redacted by pino's `redact` paths, or the same lines made readable by pino-pretty in development (`flush()`
 * waits for it to load). Lines go through console.log/console.error (WARN and up), and in batches to the
 * remote endpoint when there is one.
 */
export function createLogger(options: PinoLoggerOptions = {}): Logger {
  const write = options.write ?? defaultWrite;
  const doFetch = options.fetch ?? (typeof fetch === "function" ? fetch : undefined);
  const remote = options.remoteUrl && doFetch ? batchSender(options.remoteUrl, doFetch, options) : undefined;
  // Lines written before pino-pretty has loaded wait for it, in order; without it they stay JSON.
  let prettify: ((line: string) => string) | undefined;
  let waiting: [string, LogLevel][] | undefined = options.pretty ? [] : undefined;
  const prettyReady = options.pretty
    ? loadPrettifier()
        .then(
          (loaded) => (prettify = loaded),
          () => undefined,
        )
        .finally(() => {
          const lines = waiting ?? [];
          waiting = undefined;
          for (const [line, level] of lines) write(prettify ? prettify(line).trimEnd() : line, level);
        })
    : Promise.resolve();
  const now = options.now ?? (() => new Date());

  // pino tells a destination that asks for metadata the level of the line it writes.
  const destination = {
    [Symbol.for("pino.metadata")]: true,
    lastLevel: 30,
    write(chunk: string) {
      const line = chunk.endsWith("\n") ? chunk.slice(0, -1) : chunk;
      const level = NAME_OF[this.lastLevel] ?? "INFO";
      if (waiting) waiting.push([line, level]);
      else write(prettify ? prettify(line).trimEnd() : line, level);
      remote?.push(line);
    },
  };

  const log = pino(
    {
      level: PINO_LEVEL[options.level ?? "INFO"],
      base: undefined,
      messageKey: "message",
      timestamp: () => `,"time":"${now().toISOString()}"`,
      formatters: { level: (_label, number) => ({ level: NAME_OF[number] ?? "INFO" }) },
      mixin: () => options.context?.() ?? {},
      serializers: { error: serializeError },
      redact: { paths: redactPaths(), censor: (value, path) => censorField(String(path.at(-1)), value) },
    },
    destination as unknown as DestinationStream,
  );

  return {
    debug: (m, c) => log.debug(c ?? {}, m),
    info: (m, c) => log.info(c ?? {}, m),
    warn: (m, c) => log.warn(c ?? {}, m),
    error: (m, c) => log.error(c ?? {}, m),
    critical: (m, c) => log.fatal(c ?? {}, m),
    flush: async () => {
      await prettyReady;
      await remote?.flush();
    },
  };
}
