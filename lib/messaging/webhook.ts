import { PermanentSendError, type Sender } from "./sender";

const TIMEOUT_MS = 5000;

/** POST the stored JSON to the lead webhook (e.g. Zapier); the outbox row id rides as the idempotency key. */
export function webhookSender(doFetch: typeof fetch = fetch): Sender {
  return {
    async send(message) {
      const payload = { ...(JSON.parse(message.body) as Record<string, unknown>), sent_at: new Date().toISOString() };
      const response = await doFetch(message.to, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": message.id },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return { providerId: null };
      const error = `HTTP ${response.status}`;
      // A 4xx other than 408/429 will not get better by retrying.
      if (response.status < 500 && response.status !== 408 && response.status !== 429)
        throw new PermanentSendError(error);
      throw new Error(error);
    },
  };
}
