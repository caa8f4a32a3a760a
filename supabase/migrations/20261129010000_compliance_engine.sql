-- The consent engine's rules, held by the data too.
--
-- consent_records: two more SMS steps. "age-asked": a gated program's join
-- keyword was texted and the number was asked its date of birth; "under-age":
-- the date it gave is under the program's age (the row keeps "under age",
-- never the date). Neither grants anything. A keyword request (version
-- sms-keyword, step requested) is a request again, confirmed only by a later
-- YES; after an opt-out it starts a new request, as a web form never does.
--
-- program_subscribers: "refused" for a number whose only answer was under age;
-- every subscriber is folded again under these rules.
--
-- sms_replies: every reply the engine did not read as a keyword, to a
-- program's number or to ours (program_id null), kept for staff with its time;
-- staff may mark one as an opt-out (who and when are kept here, the opt-out in
-- the ledger). The number is blanked on erasure, its SHA-256 stays.
--
-- leads.state: the lead's own state, where staff know it (else the number's
-- area code decides its sending hours). outbox.held_by: the rule that holds a
-- staff text, as the thread shows it.

alter table consent_records drop constraint if exists consent_records_step_check;
alter table consent_records add constraint consent_records_step_check
  check (step is null or step in ('requested', 'confirmation-sent', 'confirmed', 'opted-out', 'age-asked', 'under-age'));

-- The age a row keeps: "age affirmed 21+" or "under age", never a date.
alter table consent_records drop constraint if exists consent_records_age_affirmation_check;
alter table consent_records add constraint consent_records_age_affirmation_check
  check (age_affirmation is null or age_affirmation ~ '^age affirmed [0-9]{2}\+$' or age_affirmation = 'under age');

alter table program_subscribers drop constraint if exists program_subscribers_status_check;
alter table program_subscribers add constraint program_subscribers_status_check
  check (status in ('pending', 'confirmed', 'opted_out', 'refused'));

-- The fold of one ledger row into its subscriber, as foldSmsConsent does (lib/consent/sms-state.ts).
create or replace function program_subscriber_apply(r consent_records, tally boolean default true) returns void
language plpgsql as $$
declare
  k text := coalesce(r.phone_sha256, encode(sha256(convert_to(r.phone, 'UTF8')), 'hex'));
  opt_out boolean := not r.granted and (r.step is null or r.step = 'opted-out');
  before text;
  after text;
begin
  if r.program_id is null or r.channel <> 'sms' or k is null then
    return;
  end if;
  select status into before from program_subscribers where program_id = r.program_id and key = k for update;
  after := case
    when r.step in ('confirmation-sent', 'age-asked') then coalesce(before, 'pending')
    when r.step = 'under-age' then case when before is null or before = 'pending' then 'refused' else before end
    when opt_out then 'opted_out'
    when r.step = 'confirmed' or (r.step is null and r.version = 'sms-keyword') then 'confirmed'
    when r.step = 'requested' and r.version = 'sms-keyword' then
      case when before = 'confirmed' then before else 'pending' end
    when before is null or before = 'refused' then 'pending'
    else before
  end;
  insert into program_subscribers as s
      (program_id, key, phone, status, first_at, requested_at, confirmed_at, opted_out_at, age_affirmation)
    values (r.program_id, k, r.phone, after, r.created_at,
            case when r.step = 'requested' then r.created_at end,
            case when r.granted and r.step = 'confirmed' then r.created_at end,
            case when opt_out then r.created_at end,
            r.age_affirmation)
    on conflict (program_id, key) do update set
      phone = coalesce(excluded.phone, s.phone),
      status = excluded.status,
      requested_at = coalesce(excluded.requested_at, s.requested_at),
      confirmed_at = coalesce(excluded.confirmed_at, s.confirmed_at),
      opted_out_at = coalesce(excluded.opted_out_at, s.opted_out_at),
      age_affirmation = coalesce(excluded.age_affirmation, s.age_affirmation);
  if tally and before is distinct from after then
    -- Counts in a fixed order of status, so two writers never deadlock.
    insert into program_subscriber_counts as c (program_id, status, n)
      select r.program_id, st, d from (values (before, -1), (after, 1)) v (st, d)
       where st is not null order by st
      on conflict (program_id, status) do update set n = c.n + excluded.n;
  end if;
end;
$$;

-- Fold every subscriber again: a join keyword no longer confirms on its own.
do $$
declare
  r consent_records;
begin
  truncate program_subscribers, program_subscriber_counts;
  for r in select * from consent_records where program_id is not null and channel = 'sms' order by created_at, id loop
    perform program_subscriber_apply(r, false);
  end loop;
  insert into program_subscriber_counts (program_id, status, n)
    select program_id, status, count(*) from program_subscribers group by 1, 2;
end;
$$;

create table if not exists sms_replies (
  id uuid primary key default gen_random_uuid(),
  -- Null: a reply to our own number.
  program_id uuid,
  -- +E.164; null once erased.
  phone text,
  phone_sha256 text not null check (phone_sha256 ~ '^[0-9a-f]{64}$'),
  body text not null check (char_length(body) <= 1600),
  provider_id text,
  received_at timestamptz not null,
  opt_out_marked_at timestamptz,
  opt_out_marked_by text check (opt_out_marked_by is null or char_length(opt_out_marked_by) <= 255)
);
create unique index if not exists sms_replies_provider_idx on sms_replies (provider_id) where provider_id is not null;
create index if not exists sms_replies_program_idx on sms_replies (program_id, received_at desc, id desc);
create index if not exists sms_replies_phone_idx on sms_replies (phone_sha256, received_at desc);

alter table leads add column if not exists state text;
alter table leads drop constraint if exists leads_state_check;
alter table leads add constraint leads_state_check check (state is null or state ~ '^[A-Z]{2}$');

alter table outbox add column if not exists held_by text;

alter table sms_replies enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on sms_replies from anon, authenticated;
  end if;
end;
$$;
