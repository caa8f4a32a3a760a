import { serverEnv } from "@/lib/config/server-env";
import { DEFAULT_SETTINGS } from "./delivery-settings";
import { PermanentSendError, type Sender } from "./sender";
import { webhookKey, webhookSignatureHeaders } from "./webhook-signature";

export interface WebhookSenderOptions {
  /** LEAD_WEBHOOK_SECRET by default; unset sends unsigned. */
  secret?: string;
  now?: () => Date;
  timeoutMs?: number;
}

/**
 * POST the stored JSON to the lead webhook (e.g. Zapier), signed the Standard
 * Webhooks way; the outbox row id is the idempotency key and the webhook-id.
 */
export function webhookSender(doFetch: typeof fetch = fetch, options: WebhookSenderOptions = {}): Sender {
  const secret = "secret" in options ? options.secret : serverEnv().LEAD_WEBHOOK_SECRET;
  const key = secret ? webhookKey(secret) : null;
  if (secret && !key) throw new Error("LEAD_WEBHOOK_SECRET must be base64 (optionally whsec_-prefixed), 24+ bytes");
  const timeoutMs = options.timeoutMs ?? DEFAULT_SETTINGS.webhookTimeoutMs;
  return {
    async send(message) {
      const now = options.now?.() ?? new Date();
      const payload = { ...(JSON.parse(message.body) as Record<string, unknown>), sent_at: now.toISOString() };
      // The signature covers these exact bytes.
      const body = JSON.stringify(payload);
      const response = await doFetch(message.to, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": message.id,
          ...(key ? webhookSignatureHeaders(key, message.id, body, now) : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) return { providerId: null, response: `HTTP ${response.status}` };
      const error = `HTTP ${response.status}`;
      // A 4xx other than 408/429 will not get better by retrying.
      if (response.status < 500 && response.status !== 408 && response.status !== 429)
        throw new PermanentSendError(error);
      throw new Error(error);
    },
  };
}
