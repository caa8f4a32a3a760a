-- Staff tools at any size: every list reads only the rows it shows.
-- Keyset orders with the id as tie-breaker, trigram indexes for a fragment
-- search, the dashboard's figures kept in small tallies by trigger, and one
-- row per program subscriber kept beside the append-only consent ledger.

create extension if not exists pg_trgm;

-- Leads: newest first, alone or within a hub or a status; a fragment of a name, email, company or phone.
create index if not exists leads_created_id_idx on leads (created_at desc, id desc);
create index if not exists leads_hub_created_id_idx on leads (hub_id, created_at desc, id desc);
create index if not exists leads_status_created_id_idx on leads (status, created_at desc, id desc);
drop index if exists leads_created_at_idx;
create index if not exists leads_name_trgm_idx on leads using gin (name gin_trgm_ops);
create index if not exists leads_email_trgm_idx on leads using gin (email gin_trgm_ops);
create index if not exists leads_company_trgm_idx on leads using gin (company gin_trgm_ops);
create index if not exists leads_phone_trgm_idx on leads using gin (phone gin_trgm_ops);

-- Verifications and the outbox: newest first; the outbox also by recipient. Dead messages counted by index.
create index if not exists verifications_created_id_idx on verifications (created_at desc, id desc);
create index if not exists outbox_created_id_idx on outbox (created_at desc, id desc);
create index if not exists outbox_to_created_id_idx on outbox (lower("to"), created_at desc, id desc);
create index if not exists outbox_dead_idx on outbox (created_at) where status = 'dead';
create index if not exists outbox_waiting_idx on outbox (created_at)
  where status in ('pending', 'sending') or (status = 'failed' and provider_id is null);

-- The dashboard's tallies: leads per hub, status and opt-ins, and per hub and UTC day.
create table if not exists lead_tallies (
  hub_id text not null,
  status text not null,
  email_signup boolean not null,
  sms_signup boolean not null,
  n bigint not null default 0,
  primary key (hub_id, status, email_signup, sms_signup)
);
create table if not exists lead_day_tallies (
  hub_id text not null,
  day date not null,
  n bigint not null default 0,
  primary key (hub_id, day)
);

-- Once per statement, from its transition tables, keys in a fixed order (two writers never deadlock).
create or replace function lead_tallies_add(delta jsonb) returns void
language sql as $$
  insert into lead_tallies as t (hub_id, status, email_signup, sms_signup, n)
    select e->>'hub_id', e->>'status', (e->>'email_signup')::boolean, (e->>'sms_signup')::boolean, sum((e->>'d')::bigint)
      from jsonb_array_elements(delta) e group by 1, 2, 3, 4 having sum((e->>'d')::bigint) <> 0 order by 1, 2, 3, 4
    on conflict (hub_id, status, email_signup, sms_signup) do update set n = t.n + excluded.n;
  insert into lead_day_tallies as t (hub_id, day, n)
    select e->>'hub_id', (e->>'day')::date, sum((e->>'d')::bigint)
      from jsonb_array_elements(delta) e group by 1, 2 having sum((e->>'d')::bigint) <> 0 order by 1, 2
    on conflict (hub_id, day) do update set n = t.n + excluded.n;
$$;

create or replace function lead_tallies_apply() returns trigger
language plpgsql as $$
declare
  delta jsonb;
begin
  if tg_op = 'INSERT' then
    select jsonb_agg(x) into delta from (
      select hub_id, status, email_signup, sms_signup, (created_at at time zone 'UTC')::date as day, count(*) as d
        from new_rows group by 1, 2, 3, 4, 5) x;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(x) into delta from (
      select hub_id, status, email_signup, sms_signup, (created_at at time zone 'UTC')::date as day, -count(*) as d
        from old_rows group by 1, 2, 3, 4, 5) x;
  else
    select jsonb_agg(x) into delta from (
      select hub_id, status, email_signup, sms_signup, day, sum(d) as d from (
        select hub_id, status, email_signup, sms_signup, (created_at at time zone 'UTC')::date as day, 1 as d from new_rows
        union all
        select hub_id, status, email_signup, sms_signup, (created_at at time zone 'UTC')::date, -1 from old_rows) u
       group by 1, 2, 3, 4, 5 having sum(d) <> 0) x;
  end if;
  if delta is not null then
    perform lead_tallies_add(delta);
  end if;
  return null;
end;
$$;

drop trigger if exists leads_tally_insert on leads;
create trigger leads_tally_insert after insert on leads referencing new table as new_rows
  for each statement execute function lead_tallies_apply();
drop trigger if exists leads_tally_update on leads;
create trigger leads_tally_update after update on leads referencing old table as old_rows new table as new_rows
  for each statement execute function lead_tallies_apply();
drop trigger if exists leads_tally_delete on leads;
create trigger leads_tally_delete after delete on leads referencing old table as old_rows
  for each statement execute function lead_tallies_apply();

-- Emptying leads empties the tallies, even in replica mode (the tests' reset).
create or replace function lead_tallies_reset() returns trigger
language plpgsql as $$
begin
  truncate lead_tallies, lead_day_tallies;
  return null;
end;
$$;
drop trigger if exists leads_tally_truncate on leads;
create trigger leads_tally_truncate after truncate on leads for each statement execute function lead_tallies_reset();
alter table leads enable always trigger leads_tally_truncate;

insert into lead_tallies (hub_id, status, email_signup, sms_signup, n)
  select hub_id, status, email_signup, sms_signup, count(*) from leads
   where not exists (select 1 from lead_tallies) group by 1, 2, 3, 4;
insert into lead_day_tallies (hub_id, day, n)
  select hub_id, (created_at at time zone 'UTC')::date, count(*) from leads
   where not exists (select 1 from lead_day_tallies) group by 1, 2;

-- A program's subscribers: one row per number (its SHA-256 is the key), the
-- state folded from its ledger rows as they are written, in the ledger row's
-- own transaction. The ledger itself is unchanged.
create table if not exists program_subscribers (
  program_id uuid not null,
  key text not null check (key ~ '^[0-9a-f]{64}$'),
  phone text,
  status text not null check (status in ('pending', 'confirmed', 'opted_out')),
  first_at timestamptz not null,
  requested_at timestamptz,
  confirmed_at timestamptz,
  opted_out_at timestamptz,
  age_affirmation text,
  -- The list's order: newest request first (a number that never asked, by its first row).
  listed_at timestamptz generated always as (coalesce(requested_at, first_at)) stored,
  primary key (program_id, key)
);
create index if not exists program_subscribers_list_idx on program_subscribers (program_id, listed_at desc, key desc);
create index if not exists program_subscribers_status_idx
  on program_subscribers (program_id, status, listed_at desc, key desc);
create table if not exists program_subscriber_counts (
  program_id uuid not null,
  status text not null,
  n bigint not null default 0,
  primary key (program_id, status)
);

-- The fold of one ledger row into its subscriber (as foldSmsConsent does), and the program's tally unless
-- told not to (a backfill counts once at the end: one row updated many times in one transaction slows down).
create or replace function program_subscriber_apply(r consent_records, tally boolean default true) returns void
language plpgsql as $$
declare
  k text := coalesce(r.phone_sha256, encode(sha256(convert_to(r.phone, 'UTF8')), 'hex'));
  before text;
  after text;
begin
  if r.program_id is null or r.channel <> 'sms' or k is null then
    return;
  end if;
  select status into before from program_subscribers where program_id = r.program_id and key = k for update;
  after := case
    when r.step = 'confirmation-sent' then coalesce(before, 'pending')
    when not r.granted then 'opted_out'
    when r.step = 'confirmed' or r.version = 'sms-keyword' then 'confirmed'
    else coalesce(before, 'pending')
  end;
  insert into program_subscribers as s
      (program_id, key, phone, status, first_at, requested_at, confirmed_at, opted_out_at, age_affirmation)
    values (r.program_id, k, r.phone, after, r.created_at,
            case when r.step = 'requested' then r.created_at end,
            case when r.granted and r.step = 'confirmed' then r.created_at end,
            case when not r.granted then r.created_at end,
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

create or replace function program_subscribers_on_insert() returns trigger
language plpgsql as $$
begin
  perform program_subscriber_apply(new);
  return null;
end;
$$;
drop trigger if exists consent_records_subscriber on consent_records;
create trigger consent_records_subscriber after insert on consent_records
  for each row when (new.program_id is not null and new.channel = 'sms')
  execute function program_subscribers_on_insert();

-- Erasure blanks the subscriber's number too; its key (the number's SHA-256) stays.
create or replace function program_subscribers_on_erase() returns trigger
language plpgsql as $$
begin
  update program_subscribers set phone = null
   where program_id = new.program_id and key = new.phone_sha256 and phone is not null;
  return null;
end;
$$;
drop trigger if exists consent_records_subscriber_erase on consent_records;
create trigger consent_records_subscriber_erase after update on consent_records
  for each row when (new.program_id is not null and old.erased_at is null and new.erased_at is not null)
  execute function program_subscribers_on_erase();

-- The tests' reset empties the ledger in replica mode: the subscribers go with it.
create or replace function program_subscribers_reset() returns trigger
language plpgsql as $$
begin
  truncate program_subscribers, program_subscriber_counts;
  return null;
end;
$$;
drop trigger if exists consent_records_subscriber_truncate on consent_records;
create trigger consent_records_subscriber_truncate after truncate on consent_records
  for each statement execute function program_subscribers_reset();
alter table consent_records enable always trigger consent_records_subscriber_truncate;

-- The ledger's proof rows of one subscriber, found by number or by its hash once erased.
create index if not exists consent_records_program_sha_idx on consent_records (program_id, phone_sha256, created_at)
  where program_id is not null and phone_sha256 is not null;

do $$
declare
  r consent_records;
begin
  if not exists (select 1 from program_subscribers) then
    for r in select * from consent_records where program_id is not null and channel = 'sms' order by created_at, id loop
      perform program_subscriber_apply(r, false);
    end loop;
    insert into program_subscriber_counts (program_id, status, n)
      select program_id, status, count(*) from program_subscribers group by 1, 2;
  end if;
end;
$$;

alter table lead_tallies enable row level security;
alter table lead_day_tallies enable row level security;
alter table program_subscribers enable row level security;
alter table program_subscriber_counts enable row level security;
