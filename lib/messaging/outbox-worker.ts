import type { SendWindowFn } from "@/lib/backend/core/deps";
import type { ClaimedOutboxRow, OutboxQueue } from "@/lib/backend/stores/outbox-queue";
import { DEFAULT_SETTINGS, type DeliverySettings } from "./delivery-settings";
import { PermanentSendError, type OutboxRow, type Senders } from "./sender";

/** 5 failed attempts and a row is dead; the admin outbox can retry it. */
export const MAX_SEND_ATTEMPTS = DEFAULT_SETTINGS.maxAttempts;
/** A claimed row belongs to its worker this long; after that another worker may take it. */
export const LEASE_MS = DEFAULT_SETTINGS.leaseMs;

export type Channel = OutboxRow["channel"];
export const CHANNELS: Channel[] = ["email", "sms", "webhook"];

type Backoff = Pick<DeliverySettings, "retryBaseMs" | "retryMaxMs">;

/** The longest wait after the given attempt: 30 s, 1 min, 2 min, 4 min… capped at an hour. */
export function backoffCeilingMs(attempts: number, settings: Backoff = DEFAULT_SETTINGS): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** The wait after the given attempt: half the ceiling, plus a random part of the other half, so retries spread out. */
export function backoffMs(
  attempts: number,
  settings: Backoff = DEFAULT_SETTINGS,
  random: () => number = Math.random,
): number {
  const ceiling = backoffCeilingMs(attempts, settings);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

export interface WorkerOptions {
  /** The outbox's reads and writes (lib/backend/stores/outbox-queue.ts). */
  queue: OutboxQueue;
  senders: Senders;
  now?: () => Date;
  batch?: number;
  leaseMs?: number;
  settings?: DeliverySettings;
  /** Only these channels (a lane); default all. */
  channels?: Channel[];
  /** Called with an unsent message's text where no provider exists (development prints it). */
  onUnsent?: (row: OutboxRow) => void;
  onError?: (row: OutboxRow, error: string) => void;
  /** When a text staff started may go to this number (hours and caps by state); unset: whenever it is due. */
  sendWindow?: SendWindowFn;
}

export interface DrainResult {
  sent: number;
  failed: number;
  dead: number;
  unsent: number;
  expired: number;
  /** Another worker took the row over while this one was sending (a lease ran out): its outcome was not written. */
  lost: number;
  /** A staff text claimed outside the recipient's window (a retry, a late claim): put back until it opens. */
  held: number;
}

export function emptyResult(): DrainResult {
  return { sent: 0, failed: 0, dead: 0, unsent: 0, expired: 0, lost: 0, held: 0 };
}

/** A claimed row: the token proves the claim; only its holder may complete the row. */
export type ClaimedRow = ClaimedOutboxRow;

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Reject after ms, so one send never outlives its share of the lease. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the provider within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Send one claimed row and record the outcome under its claim: expired codes
 * are marked, opted-out numbers refused, and the provider's answer kept.
 */
export async function sendClaimed(options: WorkerOptions, row: ClaimedRow): Promise<keyof DrainResult> {
  const settings = options.settings ?? DEFAULT_SETTINGS;
  const now = () => (options.now ? options.now() : new Date());
  // Too late to arrive while the code still works: the person asks for a new one.
  if (row.expiresAt && row.expiresAt.getTime() <= now().getTime() + settings.sendDeadlineMs) {
    return (await options.queue.markExpired(row)) ? "expired" : "lost";
  }
  // Quiet hours hold at the moment of sending too, not only when the text was queued.
  if (row.quietHours && options.sendWindow) {
    const recipient = await options.queue.recipient(row.to, now(), row.id);
    const window = await options.sendWindow(row.to, now(), recipient);
    if (window.at.getTime() > now().getTime())
      return (await options.queue.markHeld(row, window.at, window.heldBy ?? null)) ? "held" : "lost";
  }
  const sender = options.senders[row.channel];
  if (!sender) {
    if (!(await options.queue.markUnsent(row))) return "lost";
    options.onUnsent?.(row);
    return "unsent";
  }
  try {
    if (row.channel === "sms" && (await options.queue.smsOptedOut(row.to, row.programId ?? null)))
      throw new PermanentSendError("recipient opted out (STOP)");
    const sent = await withDeadline(sender.send(row), settings.sendDeadlineMs);
    return (await options.queue.markSent(row, sent.providerId, sent.response ?? null, now())) ? "sent" : "lost";
  } catch (error) {
    const message = errorText(error);
    const permanent = error instanceof PermanentSendError;
    const at = now();
    const outcome = await options.queue.markFailed(row, message, {
      dead: permanent || row.attempts >= settings.maxAttempts,
      permanent,
      retryAt: new Date(at.getTime() + backoffMs(row.attempts, settings)),
      now: at,
    });
    options.onError?.(row, message);
    return outcome;
  }
}

/** Claim, send, mark — short statements, never a transaction held across a provider call. */
export async function drainOnce(options: WorkerOptions): Promise<DrainResult> {
  const now = () => (options.now ? options.now() : new Date());
  const result = emptyResult();
  const leaseMs = options.leaseMs ?? options.settings?.leaseMs ?? LEASE_MS;
  // Each channel claims on its own, so a slow provider's batch never holds up another's.
  await Promise.all(
    (options.channels ?? CHANNELS).map(async (channel) => {
      const rows = await options.queue.claim(now(), options.batch ?? 20, leaseMs, [channel]);
      await Promise.all(
        rows.map(async (row) => {
          result[await sendClaimed(options, row)]++;
        }),
      );
    }),
  );
  return result;
}

/** Drain until nothing is due (bounded, so one call never runs forever). */
export async function drain(options: WorkerOptions, maxRounds = 50): Promise<DrainResult> {
  const total = emptyResult();
  for (let i = 0; i < maxRounds; i++) {
    const round = await drainOnce(options);
    let work = 0;
    for (const key of Object.keys(total) as (keyof DrainResult)[]) {
      total[key] += round[key];
      work += round[key];
    }
    if (work === 0) break;
  }
  return total;
}
