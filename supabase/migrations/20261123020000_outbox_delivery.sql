-- Real delivery through a durable outbox: each row carries its own send state
-- (claimed with a lease, retried with backoff, dead after 5 failures), the
-- lead webhook becomes an outbox channel, verifications gain a one-click link
-- token (hash only), and the consent ledger records SMS opt-outs by number.

alter table outbox drop constraint if exists outbox_channel_check;
alter table outbox add constraint outbox_channel_check check (channel in ('sms', 'email', 'webhook'));

alter table outbox add column if not exists hub_id text;
alter table outbox add column if not exists html text;
-- A body holding a code is replaced by "code sent" once it has gone out.
alter table outbox add column if not exists redact boolean not null default false;
alter table outbox add column if not exists status text not null default 'pending';
alter table outbox add column if not exists attempts integer not null default 0;
alter table outbox add column if not exists next_attempt_at timestamptz not null default now();
alter table outbox add column if not exists locked_until timestamptz;
alter table outbox add column if not exists last_error text;
alter table outbox add column if not exists provider_id text;
alter table outbox add column if not exists sent_at timestamptz;

-- Rows written before delivery existed were never meant to go out now.
update outbox set status = case when delivered then 'sent' else 'unsent' end, last_error = case when delivered then null else 'no provider' end;

alter table outbox drop constraint if exists outbox_status_check;
alter table outbox add constraint outbox_status_check
  check (status in ('pending', 'sending', 'sent', 'delivered', 'failed', 'dead', 'unsent'));

create index if not exists outbox_due_idx on outbox (next_attempt_at) where status in ('pending', 'failed', 'sending');
create index if not exists outbox_provider_idx on outbox (provider_id) where provider_id is not null;

alter table verifications add column if not exists link_token_hash text;

-- SMS opt-outs and opt-ins by keyword arrive with a number and no lead.
alter table consent_records add column if not exists phone text;
create index if not exists consent_records_phone_idx on consent_records (phone, created_at desc) where phone is not null;
