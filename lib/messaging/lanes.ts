import type { DeliverySettings } from "./delivery-settings";
import {
  CHANNELS,
  emptyResult,
  sendClaimed,
  type Channel,
  type ClaimedRow,
  type DrainResult,
  type WorkerOptions,
} from "./outbox-worker";

export interface LaneOptions extends Omit<WorkerOptions, "channels" | "batch" | "leaseMs"> {
  settings: DeliverySettings;
  onLaneError?: (channel: Channel, error: unknown) => void;
}

export interface Lanes {
  /** Look for due rows now (a message was just queued). */
  kick(): void;
  /** Poll every settings.pollMs for retries and other servers' leftovers. */
  start(): void;
  /** Send until nothing is due, or until `maxMs` has passed. */
  runUntilIdle(maxMs: number): Promise<DrainResult>;
  /** Stop claiming, give in-flight sends `graceMs`, release every claim still held. */
  stop(graceMs: number): Promise<{ finished: number; released: number }>;
  inFlight(): number;
  readonly totals: DrainResult;
}

/**
 * One lane per channel, each claiming only its own channel's rows and
 * sending at most its concurrency at once: a hung mail server fills the
 * email lane and nothing else. A row is claimed only when a slot is free, so
 * every claim starts sending at once.
 */
class Lane {
  readonly active = new Map<string, { row: ClaimedRow; done: Promise<void> }>();
  private pumping: Promise<void> | null = null;
  private again = false;
  stopped = false;
  /** Rows the last claim returned; 0 means nothing was due. */
  lastClaimed = 0;

  constructor(
    readonly channel: Channel,
    private readonly concurrency: number,
    private readonly options: LaneOptions,
    private readonly totals: DrainResult,
  ) {}

  pump(): Promise<void> {
    if (this.pumping) {
      this.again = true;
      return this.pumping;
    }
    this.pumping = this.fill().finally(() => {
      this.pumping = null;
    });
    return this.pumping;
  }

  private async fill(): Promise<void> {
    const { queue, settings } = this.options;
    try {
      do {
        this.again = false;
        while (!this.stopped && this.active.size < this.concurrency) {
          const now = this.options.now ? this.options.now() : new Date();
          const rows = await queue.claim(now, this.concurrency - this.active.size, settings.leaseMs, [this.channel]);
          this.lastClaimed = rows.length;
          if (this.stopped) {
            // Claimed while stopping: never started, so handed straight back.
            await queue.release(rows);
            return;
          }
          for (const row of rows) this.begin(row);
          if (rows.length === 0) break;
        }
      } while (this.again && !this.stopped);
    } catch (error) {
      // The database did not answer: nothing claimed; the next poll tries again.
      this.lastClaimed = 0;
      this.options.onLaneError?.(this.channel, error);
    }
  }

  private begin(row: ClaimedRow): void {
    const done = sendClaimed(this.options, row)
      .then((outcome) => {
        this.totals[outcome]++;
      })
      .catch((error: unknown) => this.options.onLaneError?.(this.channel, error))
      .finally(() => {
        this.active.delete(row.id);
        if (!this.stopped) void this.pump();
      });
    this.active.set(row.id, { row, done });
  }

  waitForPump(): Promise<void> {
    return this.pumping ?? Promise.resolve();
  }
}

export function createLanes(options: LaneOptions): Lanes {
  const totals = emptyResult();
  const lanes = CHANNELS.map((channel) => new Lane(channel, options.settings.concurrency[channel], options, totals));
  let timer: NodeJS.Timeout | null = null;
  const pumpAll = () => Promise.all(lanes.map((lane) => lane.pump()));
  const inFlight = () => lanes.flatMap((lane) => [...lane.active.values()]);

  return {
    totals,
    kick() {
      void pumpAll();
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void pumpAll(), options.settings.pollMs);
      timer.unref();
      void pumpAll();
    },
    inFlight: () => inFlight().length,
    async runUntilIdle(maxMs) {
      const before = { ...totals };
      const end = Date.now() + maxMs;
      while (Date.now() < end && !lanes[0].stopped) {
        await pumpAll();
        const running = inFlight();
        if (running.length === 0 && lanes.every((lane) => lane.lastClaimed === 0)) break;
        if (running.length > 0) await Promise.race(running.map((r) => r.done));
      }
      const result = emptyResult();
      for (const key of Object.keys(result) as (keyof DrainResult)[]) result[key] = totals[key] - before[key];
      return result;
    },
    async stop(graceMs) {
      if (timer) clearInterval(timer);
      timer = null;
      for (const lane of lanes) lane.stopped = true;
      await Promise.all(lanes.map((lane) => lane.waitForPump()));
      const running = inFlight();
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running.map((r) => r.done)),
        new Promise((resolve) => {
          graceTimer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(graceTimer);
      // Sends still running past the grace: their claims go back, so no row waits out a lease.
      const left = inFlight().map((r) => r.row);
      const released = await options.queue.release(left);
      return { finished: running.length - left.length, released };
    },
  };
}
