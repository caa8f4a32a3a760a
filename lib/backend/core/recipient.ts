import type { Db } from "./db.ts";

/**
 * What the sending rules need to know of the person a staff text goes to: the
 * state staff set on their lead (else the number's area code decides), and
 * when the staff texts already sent or scheduled to the number went or will go,
 * which a state's cap counts (3 in 24 hours in Florida, Oklahoma and
 * Maryland). Read through the outbox's recipient index, so the cost follows
 * that one number's texts.
 */
export interface RecipientContext {
  state: string | null;
  earlier: Date[];
}

/** Staff texts stay in the outbox this long at most before they go (the longest hold is under eight days). */
const LOOKBACK_MS = 10 * 86_400_000;

/**
 * The recipient of a staff text to `phone` at `now`; with `outboxId`, that text's own recipient as the worker
 * checks it again: only the staff texts queued before it count, so two held texts never wait for each other.
 */
export async function recipientContext(
  db: Db,
  phone: string,
  now: Date,
  outboxId: string | null = null,
): Promise<RecipientContext> {
  const lead = await db.query<{ state: string | null }>(
    `select state from leads where erased_at is null and state is not null and (sms_phone = $1 or phone = $1)
      order by updated_at desc limit 1`,
    [phone],
  );
  const { rows } = await db.query<{ at: Date | string }>(
    `select coalesce(o.sent_at, o.next_attempt_at) as at from outbox o
      where lower(o."to") = lower($1) and o.channel = 'sms' and o.quiet_hours
        and o.status in ('pending', 'sending', 'sent', 'delivered', 'undelivered', 'failed')
        and o.created_at > $2
        and ($3::uuid is null or (o.id <> $3::uuid
             and o.created_at <= (select created_at from outbox where id = $3::uuid)))`,
    [phone, new Date(now.getTime() - LOOKBACK_MS).toISOString(), outboxId],
  );
  return { state: lead.rows[0]?.state ?? null, earlier: rows.map((r) => new Date(r.at)) };
}
