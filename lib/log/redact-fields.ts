/**
 * What log lines never carry, named by field: secrets and one-time codes are
 * replaced, phone numbers and email addresses masked, a `?admin=` access code
 * cut out of URLs. Messages are written as they are: callers put personal data
 * in fields, never in the message. Import-free, so the Deno entry points load
 * it by relative path too.
 */
export const REDACTED = "[redacted]";

/** Secrets, one-time codes and message bodies (which hold codes). */
export const SECRET_FIELDS = [
  "code",
  "otp",
  "otpCode",
  "otp_code",
  "verificationCode",
  "verification_code",
  "codeHash",
  "code_hash",
  "salt",
  "password",
  "secret",
  "token",
  "accessCode",
  "access_code",
  "authorization",
  "cookie",
  "key",
  "apiKey",
  "api_key",
  "body",
  "html",
] as const;

/** Phone numbers and email addresses: kept recognizable (last two digits, first letter and domain), never whole. */
export const CONTACT_FIELDS = ["phone", "mobile_phone_number", "to", "from", "email"] as const;

/** Addresses that may carry the admin access code as `?admin=`. */
export const URL_FIELDS = ["url", "pageUrl", "page_url", "referer", "path"] as const;

/** An error code such as ZAPIER_WEBHOOK_FAILED is not a secret: `code` keeps it. */
const ERROR_CODE_VALUE = /^[A-Z][A-Z0-9_]+$/;

function maskContact(value: string): string {
  const at = value.indexOf("@");
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  const digits = value.replace(/\D/g, "");
  if (digits.length < 4) return REDACTED;
  return `${value.trim().startsWith("+") ? "+" : ""}${"*".repeat(digits.length - 2)}${digits.slice(-2)}`;
}

const kind = new Map<string, "secret" | "contact" | "url">([
  ...SECRET_FIELDS.map((f) => [f.toLowerCase(), "secret"] as const),
  ...CONTACT_FIELDS.map((f) => [f.toLowerCase(), "contact"] as const),
  ...URL_FIELDS.map((f) => [f.toLowerCase(), "url"] as const),
]);

/** Whether a field of this name is redacted (the name is compared without case). */
export function isRedactedField(key: string): boolean {
  return kind.has(key.toLowerCase());
}

/** What a field of this name shows of its value. */
export function censorField(key: string, value: unknown): unknown {
  const what = kind.get(key.toLowerCase());
  if (!what || value === null || value === undefined) return value;
  if (what === "secret") {
    if (key.toLowerCase() === "code" && typeof value === "string" && ERROR_CODE_VALUE.test(value)) return value;
    return REDACTED;
  }
  if (typeof value !== "string") return typeof value === "number" ? REDACTED : value;
  if (what === "contact") return maskContact(value);
  return value.replace(/([?&]admin=)[^&#\s"']*/gi, `$1${REDACTED}`);
}

/** pino `redact` paths: each field at the top level and up to two objects deep. */
export function redactPaths(): string[] {
  const fields = [...SECRET_FIELDS, ...CONTACT_FIELDS, ...URL_FIELDS];
  return fields.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]);
}
