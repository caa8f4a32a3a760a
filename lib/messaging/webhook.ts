import { DEFAULT_SETTINGS } from "./delivery-settings";
import { PermanentSendError, type Sender } from "./sender";

/** POST the stored JSON to the lead webhook (e.g. Zapier); the outbox row id rides as the idempotency key. */
export function webhookSender(
  doFetch: typeof fetch = fetch,
  timeoutMs: number = DEFAULT_SETTINGS.webhookTimeoutMs,
): Sender {
  return {
    async send(message) {
      const payload = { ...(JSON.parse(message.body) as Record<string, unknown>), sent_at: new Date().toISOString() };
      const response = await doFetch(message.to, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": message.id },
        body: JSON.stringify(payload),
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
