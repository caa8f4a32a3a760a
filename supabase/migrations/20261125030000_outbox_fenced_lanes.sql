-- Delivery that survives slow providers and crashes: every claim carries a
-- token only its holder can complete with; a code message carries its code's
-- expiry (never sent after it); the provider's last answer and the time of
-- the last attempt are kept for staff; a transient failure records since when
-- its channel has been failing; carriers' undelivered reports and expired
-- codes get their own states; one alert per outage is raised in
-- delivery_alerts (a primary key, so several servers raise it once).

alter table outbox add column if not exists claim_token uuid;
alter table outbox add column if not exists claimed_by text;
alter table outbox add column if not exists expires_at timestamptz;
alter table outbox add column if not exists last_response text;
alter table outbox add column if not exists last_attempt_at timestamptz;
alter table outbox add column if not exists failing_since timestamptz;

alter table outbox drop constraint if exists outbox_status_check;
alter table outbox add constraint outbox_status_check
  check (status in ('pending', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'dead', 'unsent', 'expired'));

-- Each lane claims its own channel's due rows.
create index if not exists outbox_channel_due_idx on outbox (channel, next_attempt_at)
  where status in ('pending', 'failed', 'sending');
-- The last success per channel, for the health check.
create index if not exists outbox_channel_sent_idx on outbox (channel, sent_at desc) where sent_at is not null;

create table if not exists delivery_alerts (
  key text primary key,
  raised_at timestamptz not null,
  reason text not null,
  cleared_at timestamptz
);
alter table delivery_alerts enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on delivery_alerts from anon, authenticated;
  end if;
end;
$$;
