import "server-only";
import { serverEnv } from "@/lib/config/server-env";
import type { Logger } from "@/lib/log/create-logger";
import { createLogger } from "@/lib/log/pino-logger";
import { currentRequestContext } from "@/lib/log/request-context";

export { redact, type Logger, type LogLevel } from "@/lib/log/create-logger";
export { createLogger } from "@/lib/log/pino-logger";

/**
 * The server's logger (pino): levels DEBUG–CRITICAL, default INFO
 * (LOG_LEVEL), one JSON object a line with time, level, message, the request
 * id and route of the request being served and, for errors, the stack, or
 * readable lines in development; an optional remote endpoint
 * (LOG_REMOTE_URL) gets the JSON in batches, its failures ignored. Secret
 * and personal fields are redacted by name (lib/log/redact-fields.ts).
 */
let instance: Logger | undefined;

export function getLogger(): Logger {
  if (!instance) {
    const env = serverEnv();
    instance = createLogger({
      level: env.LOG_LEVEL,
      remoteUrl: env.LOG_REMOTE_URL,
      pretty: env.NODE_ENV === "development",
      context: () => {
        const request = currentRequestContext();
        return request && { requestId: request.requestId, route: request.route };
      },
    });
  }
  return instance;
}

/** Lazy proxy so importing the logger never reads env at module load (next build). */
export const logger: Logger = {
  debug: (m, c) => getLogger().debug(m, c),
  info: (m, c) => getLogger().info(m, c),
  warn: (m, c) => getLogger().warn(m, c),
  error: (m, c) => getLogger().error(m, c),
  critical: (m, c) => getLogger().critical(m, c),
  flush: () => getLogger().flush?.() ?? Promise.resolve(),
};
