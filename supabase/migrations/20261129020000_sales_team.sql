-- A sales team, not a shared login: the staff roster with roles and the
-- "takes new leads" switch, owners given in turn, a first-response clock
-- on every new lead, one record per person across hubs, and merges.

-- The roster, keyed by email: seeded from ADMIN_EMAILS / STAFF_AGENTS by the
-- server, changed on the staff page (each change audited). A role set on the
-- page wins over the environment's; an address taken off ADMIN_EMAILS is
-- kept but no longer listed (it gets no leads and cannot sign in).
create table if not exists staff (
  email text primary key check (email = lower(email) and char_length(email) between 3 and 255),
  role text not null default 'admin' check (role in ('admin', 'agent')),
  role_set_on_page boolean not null default false,
  takes_leads boolean not null default true,
  listed boolean not null default true,
  -- The round robin: the turn at which this member last got a lead (0: never).
  last_turn bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row, one counter: taking the next turn locks it until the lead's
-- transaction ends, so servers sharing the database hand out turns one at a time.
create table if not exists lead_rotation (
  id boolean primary key default true check (id),
  turn bigint not null default 0
);
insert into lead_rotation (id, turn) values (true, 0) on conflict (id) do nothing;

-- The first-response clock. Targets are computed when the lead is created
-- (staff hours in the staff's zone); the reminder and the escalation each go
-- once, marked in the same transaction as their outbox row.
alter table leads add column if not exists respond_by timestamptz;
alter table leads add column if not exists escalate_by timestamptz;
alter table leads add column if not exists first_response_at timestamptz;
alter table leads add column if not exists reminded_at timestamptz;
alter table leads add column if not exists escalated_at timestamptz;

-- Waiting leads, longest past their target first; all of them, or one owner's.
create index if not exists leads_awaiting_idx on leads (respond_by, id)
  where first_response_at is null and respond_by is not null and erased_at is null;
create index if not exists leads_awaiting_owner_idx on leads (assigned_to, respond_by, id)
  where first_response_at is null and respond_by is not null and erased_at is null;
-- One owner's leads, newest first.
create index if not exists leads_owner_created_idx on leads (assigned_to, created_at desc, id desc);
-- Reminders and escalations still to send: these stay as small as the backlog.
create index if not exists leads_remind_idx on leads (respond_by)
  where first_response_at is null and reminded_at is null and respond_by is not null and erased_at is null;
create index if not exists leads_escalate_idx on leads (escalate_by)
  where first_response_at is null and escalated_at is null and escalate_by is not null and erased_at is null;

-- One record per person: a new contact joins an open lead with its email or number on any hub.
create index if not exists leads_email_key_idx on leads (email_key);
create index if not exists leads_phone_idx on leads (phone) where phone is not null;
create index if not exists leads_sms_phone_idx on leads (sms_phone) where sms_phone is not null;

-- The hub each submission was sent to ("also wrote to PercyText on …"); null: the lead's own.
alter table lead_submissions add column if not exists hub_id text;

-- Each lead's first answer, once: when, by what, whose lead it was, where it came
-- from and how long it waited in staff hours. The dashboard's medians read a
-- range of this index, never the leads.
create table if not exists lead_responses (
  lead_id uuid primary key references leads (id) on delete cascade,
  responded_at timestamptz not null,
  how text not null check (how in ('text', 'email', 'status')),
  owner text,
  source text not null check (char_length(source) <= 253),
  hub_id text not null,
  staff_seconds integer not null check (staff_seconds >= 0)
);
create index if not exists lead_responses_at_idx on lead_responses (responded_at) include (owner, source, staff_seconds);

-- Merges: which lead was folded into which (the folded lead's row goes; its
-- submissions, notes, consent records and attribution move to the lead kept).
create table if not exists lead_merges (
  from_id uuid primary key,
  into_id uuid not null,
  merged_at timestamptz not null default now(),
  merged_by text not null check (char_length(merged_by) between 1 and 255)
);
create index if not exists lead_merges_into_idx on lead_merges (into_id);

-- The consent ledger stays append-only. Three changes are allowed: retention
-- clearing the IP address and user agent; erasure replacing the number by its
-- SHA-256 once; and a merge moving a row to the lead it was merged into.
create or replace function consent_records_append_only() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if new.ip is null and new.user_agent is null
       and (to_jsonb(new) - 'ip' - 'user_agent') = (to_jsonb(old) - 'ip' - 'user_agent') then
      return new;
    end if;
    if old.erased_at is null and new.erased_at is not null
       and new.ip is null and new.user_agent is null and new.phone is null
       and new.phone_sha256 is not distinct from
         coalesce(encode(sha256(convert_to(old.phone, 'UTF8')), 'hex'), old.phone_sha256)
       and (to_jsonb(new) - 'ip' - 'user_agent' - 'phone' - 'phone_sha256' - 'erased_at')
         = (to_jsonb(old) - 'ip' - 'user_agent' - 'phone' - 'phone_sha256' - 'erased_at') then
      return new;
    end if;
    if old.lead_id is not null and new.lead_id is not null
       and exists (select 1 from lead_merges m where m.from_id = old.lead_id and m.into_id = new.lead_id)
       and (to_jsonb(new) - 'lead_id') = (to_jsonb(old) - 'lead_id') then
      return new;
    end if;
  end if;
  raise exception 'consent_records is append-only';
end;
$$;

-- Notes stay append-only; a merge may move a note to the lead it was merged into.
create or replace function lead_notes_append_only() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and exists (select 1 from lead_merges m where m.from_id = old.lead_id and m.into_id = new.lead_id)
     and (to_jsonb(new) - 'lead_id') = (to_jsonb(old) - 'lead_id') then
    return new;
  end if;
  raise exception 'lead_notes is append-only';
end;
$$;

alter table staff enable row level security;
alter table lead_rotation enable row level security;
alter table lead_responses enable row level security;
alter table lead_merges enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on staff, lead_rotation, lead_responses, lead_merges from anon, authenticated;
  end if;
end;
$$;
