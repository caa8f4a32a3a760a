/** The error catalog. */
export const ERROR_CODES = [
  "AUTH_INVALID_CREDENTIALS",
  "AUTH_TOKEN_EXPIRED",
  "AUTH_INSUFFICIENT_PERMISSIONS",
  "AUTH_PHONE_VERIFICATION_FAILED",
  "AUTH_OTP_INVALID",
  "AUTH_OTP_EXPIRED",
  "SMS_SEND_FAILED",
  "SMS_INVALID_PHONE",
  "SMS_RATE_LIMITED",
  "SMS_PROVIDER_ERROR",
  "API_NETWORK_ERROR",
  "API_TIMEOUT",
  "API_RATE_LIMITED",
  "API_SERVER_ERROR",
  "API_BAD_REQUEST",
  "API_UNAUTHORIZED",
  "API_FORBIDDEN",
  "API_NOT_FOUND",
  "DB_CONNECTION_ERROR",
  "DB_QUERY_ERROR",
  "DB_CONSTRAINT_VIOLATION",
  "DB_TRANSACTION_FAILED",
  "VALIDATION_REQUIRED_FIELD",
  "VALIDATION_INVALID_FORMAT",
  "VALIDATION_INVALID_VALUE",
  "LEAD_NOT_FOUND",
  "LEAD_ALREADY_EXISTS",
  "MESSAGE_SEND_FAILED",
  "CHATBOT_PROCESSING_FAILED",
  "ZAPIER_WEBHOOK_FAILED",
  "BANDWIDTH_API_ERROR",
  "OPENAI_API_ERROR",
  "UNKNOWN_ERROR",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const SEVERITIES = ["LOW", "MEDIUM", "HIGH", "CRITICAL"] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface AppErrorOptions {
  severity?: Severity;
  context?: Record<string, unknown>;
  isOperational?: boolean;
  retryable?: boolean;
  /** HTTP status a route handler answers with; derived from the code when omitted. */
  status?: number;
  /** Per-field messages for validation errors. */
  fields?: Record<string, string>;
  /** Seconds to wait, for rate limits (Retry-After). */
  retryAfter?: number;
  cause?: unknown;
}

/** Default HTTP status per code: honest statuses, never a 200 with an error inside. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_TOKEN_EXPIRED: 401,
  AUTH_INSUFFICIENT_PERMISSIONS: 403,
  AUTH_PHONE_VERIFICATION_FAILED: 400,
  AUTH_OTP_INVALID: 400,
  AUTH_OTP_EXPIRED: 410,
  SMS_INVALID_PHONE: 422,
  SMS_RATE_LIMITED: 429,
  SMS_SEND_FAILED: 502,
  SMS_PROVIDER_ERROR: 502,
  API_NETWORK_ERROR: 502,
  API_TIMEOUT: 504,
  API_RATE_LIMITED: 429,
  API_SERVER_ERROR: 502,
  API_BAD_REQUEST: 400,
  API_UNAUTHORIZED: 401,
  API_FORBIDDEN: 403,
  API_NOT_FOUND: 404,
  DB_CONNECTION_ERROR: 503,
  DB_QUERY_ERROR: 500,
  DB_CONSTRAINT_VIOLATION: 409,
  DB_TRANSACTION_FAILED: 500,
  VALIDATION_REQUIRED_FIELD: 422,
  VALIDATION_INVALID_FORMAT: 422,
  VALIDATION_INVALID_VALUE: 422,
  LEAD_NOT_FOUND: 404,
  LEAD_ALREADY_EXISTS: 409,
  MESSAGE_SEND_FAILED: 502,
  CHATBOT_PROCESSING_FAILED: 502,
  ZAPIER_WEBHOOK_FAILED: 502,
  BANDWIDTH_API_ERROR: 502,
  OPENAI_API_ERROR: 502,
  UNKNOWN_ERROR: 500,
};

/** Message, code, severity, context with timestamp, isOperational, retryable. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly severity: Severity;
  readonly context: Record<string, unknown> & { timestamp: string };
  readonly isOperational: boolean;
  readonly retryable: boolean;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.severity = options.severity ?? "MEDIUM";
    this.context = { ...options.context, timestamp: new Date().toISOString() };
    this.isOperational = options.isOperational ?? true;
    this.retryable = options.retryable ?? false;
    this.status = options.status ?? STATUS[code] ?? 500;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** The one JSON error shape every route handler answers with. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export function errorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}
