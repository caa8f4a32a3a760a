import { clock, silentLogger, type CoreDeps } from "./deps.ts";

const DEFAULT_BACKOFF_MS = [250, 1000];
const TIMEOUT_MS = 3000;

/**
 * POST a new lead to the configured webhook (e.g. Zapier) with bounded
 * retries: 1 try plus one per backoff step. Never throws: a failure is logged
 * as ZAPIER_WEBHOOK_FAILED and the lead, already stored, stays stored.
 */
export async function postLeadWebhook(deps: CoreDeps, payload: Record<string, unknown>): Promise<boolean> {
  const url = deps.webhookUrl;
  const doFetch = deps.fetch ?? (typeof fetch === "function" ? fetch : undefined);
  if (!url || !doFetch) return false;
  const backoff = deps.webhookBackoffMs ?? DEFAULT_BACKOFF_MS;
  let lastError = "";
  for (let attempt = 0; attempt <= backoff.length; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, backoff[attempt - 1]));
    try {
      const response = await doFetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...payload, sent_at: clock(deps).toISOString() }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return true;
      lastError = `HTTP ${response.status}`;
      // A 4xx other than 408/429 will not get better by retrying.
      if (response.status < 500 && response.status !== 408 && response.status !== 429) break;
    } catch (error) {
      lastError = error instanceof Error ? error.name : "error";
    }
  }
  (deps.logger ?? silentLogger).error("lead webhook failed", { code: "ZAPIER_WEBHOOK_FAILED", leadId: payload.lead_id, reason: lastError });
  return false;
}
