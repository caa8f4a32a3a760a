import "server-only";

/** Route-handler helpers (issue 3 §5): one door for every app/api route. */
export { readJson, readBodyText, DEFAULT_MAX_BODY_BYTES } from "./read-json";
export { checkOrigin, clientIp, requestContext, requestCookies, isSecureRequest } from "./request";
export { jsonError, handle, enforceLimit } from "./respond";
export { limit, rateLimiter, RateLimiter, type LimitRule, type LimitResult } from "./rate-limit";
export { timedFetch, OUTGOING_TIMEOUT_MS } from "./timed-fetch";
