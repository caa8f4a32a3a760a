import "server-only";

/** Route-handler helpers: one door for every app/api route. */
export { readJson, readBodyText, DEFAULT_MAX_BODY_BYTES } from "./read-json";
export { parseQuery } from "./read-query";
export { checkOrigin, clientIp, requestContext, requestCookies, isSecureRequest } from "./request";
export { jsonError, handle } from "./respond";
export {
  enforceLimit,
  limit,
  rateLimiter,
  RATE_LIMITS,
  type LimitName,
  type LimitRule,
  type LimitResult,
} from "./rate-limit";
