-- Two-way texting with consenting leads, and erasure on request.
--
-- lead_texts: the conversation with a number, staff texts (their outbox row
-- carries the delivery state), texts received from it and our automatic
-- answers to STOP/HELP. Erasure keeps the consent ledger's proof without the
-- person: each contact point becomes its SHA-256, so an opted-out number
-- stays suppressed by hash, and the lead records who erased it and when.

create table if not exists lead_texts (
  id uuid primary key default gen_random_uuid(),
  phone text not null,
  direction text not null check (direction in ('in', 'out', 'auto')),
  body text not null check (char_length(body) <= 1600),
  author text check (author is null or char_length(author) <= 255),
  outbox_id uuid,
  provider_id text,
  created_at timestamptz not null default now()
);
create index if not exists lead_texts_phone_idx on lead_texts (phone, created_at);
create unique index if not exists lead_texts_provider_idx on lead_texts (provider_id, direction) where provider_id is not null;

alter table leads add column if not exists erased_at timestamptz;
alter table leads add column if not exists erased_by text;
alter table leads add column if not exists email_sha256 text;
alter table leads add column if not exists phone_sha256 text;

alter table consent_records add column if not exists phone_sha256 text;
alter table consent_records add column if not exists erased_at timestamptz;
create index if not exists consent_records_phone_sha256_idx on consent_records (phone_sha256, created_at)
  where phone_sha256 is not null;

-- The ledger stays append-only. Two changes are allowed: retention clearing
-- the IP address and user agent, and erasure replacing the number by its
-- SHA-256 (with the IP address and user agent cleared) once.
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
  end if;
  raise exception 'consent_records is append-only';
end;
$$;

-- The audit log stays append-only; erasure may only blank a row's values
-- (who, what and when stay).
create or replace function audit_log_append_only() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.before is null and new.after = '{"erased": true}'::jsonb
     and (to_jsonb(new) - 'before' - 'after') = (to_jsonb(old) - 'before' - 'after') then
    return new;
  end if;
  raise exception 'audit_log is append-only';
end;
$$;

alter table lead_texts enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on lead_texts from anon, authenticated;
  end if;
end;
$$;
