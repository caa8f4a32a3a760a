import "server-only";
import { serverEnv } from "@/lib/config/server-env";
import { createLogger, type Logger } from "@/lib/log/create-logger";
import { currentRequestContext } from "@/lib/log/request-context";

export { createLogger, redact, type Logger, type LogLevel } from "@/lib/log/create-logger";

/**
 * The server's logger: levels DEBUG–CRITICAL, default INFO
 * (LOG_LEVEL), one JSON object a line with time, level, message, the request
 * id and route of the request being served and, for errors, the stack; an
 * optional remote endpoint (LOG_REMOTE_URL) gets them in batches, its
 * failures ignored. Codes and full phone numbers are redacted.
 */
let instance: Logger | undefined;

export function getLogger(): Logger {
  if (!instance) {
    const env = serverEnv();
    instance = createLogger({
      level: env.LOG_LEVEL,
      remoteUrl: env.LOG_REMOTE_URL,
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
