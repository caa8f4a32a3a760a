-- The funnel's schema: leads and their history, append-only consent
-- evidence, verifications (code hashes only), and the outbox of messages that
-- would be sent. Plain Postgres, Supabase-compatible; also applied to the
-- embedded PGlite at start. Row-level security is on everywhere and no policy
-- grants the anon or authenticated roles anything: only the service role
-- (Edge Functions) and the embedded server read or write.

create table if not exists leads (
  id uuid primary key default gen_random_uuid(),
  hub_id text not null check (hub_id in ('marque', 'percytech', 'percymd', 'percytext')),
  hub_number integer not null,
  name text not null check (char_length(name) <= 100),
  email text not null check (char_length(email) <= 255),
  email_key text not null,
  phone text,
  company text check (char_length(company) <= 200),
  message text check (char_length(message) <= 1000),
  platform_interest text not null default 'General inquiry',
  email_signup boolean not null default false,
  sms_signup boolean not null default false,
  submissions integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A repeat from the same email on the same hub updates the lead.
  constraint leads_hub_email_key unique (hub_id, email_key)
);
create index if not exists leads_created_at_idx on leads (created_at desc);

-- Every submission as received, so an update never loses what came before.
create table if not exists lead_submissions (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references leads (id) on delete cascade,
  name text not null,
  email text not null,
  phone text,
  company text,
  message text,
  platform_interest text not null,
  email_signup boolean not null,
  sms_signup boolean not null,
  ip text not null,
  user_agent text not null,
  created_at timestamptz not null default now()
);
create index if not exists lead_submissions_lead_idx on lead_submissions (lead_id, created_at);

create table if not exists consent_records (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid references leads (id) on delete restrict,
  channel text not null check (channel in ('sms', 'email')),
  granted boolean not null,
  text text not null,
  version text not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  page_url text not null,
  created_at timestamptz not null default now(),
  ip text not null,
  user_agent text not null,
  hub_id text not null
);
create index if not exists consent_records_lead_idx on consent_records (lead_id, created_at);

-- Consent evidence is append-only: no update or delete, ever.
create or replace function consent_records_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'consent_records is append-only';
end;
$$;
drop trigger if exists consent_records_no_change on consent_records;
create trigger consent_records_no_change before update or delete on consent_records
  for each row execute function consent_records_append_only();

create table if not exists verifications (
  id uuid primary key default gen_random_uuid(),
  email text,
  phone text,
  method text not null check (method in ('sms', 'email')),
  purpose text not null default 'signup' check (purpose in ('signup', 'login', 'demo')),
  hub_id text not null,
  code_hash text not null,
  code_salt text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  attempts integer not null default 0,
  last_sent_at timestamptz not null default now(),
  send_count integer not null default 1,
  verified_at timestamptz,
  check (email is not null or phone is not null)
);
create index if not exists verifications_email_idx on verifications (lower(email), created_at desc);
create index if not exists verifications_created_idx on verifications (created_at desc);

-- Resend throttle per key (address or verification id): cooldown and a cap per window.
create table if not exists send_throttle (
  key text primary key,
  last_at timestamptz not null,
  window_start timestamptz not null,
  count integer not null
);

create table if not exists outbox (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('sms', 'email')),
  "to" text not null,
  subject text,
  body text not null,
  kind text not null default 'notification',
  created_at timestamptz not null default now(),
  delivered boolean not null default false
);
create index if not exists outbox_created_idx on outbox (created_at desc);
create index if not exists outbox_to_idx on outbox ("to", created_at desc);

alter table leads enable row level security;
alter table lead_submissions enable row level security;
alter table consent_records enable row level security;
alter table verifications enable row level security;
alter table send_throttle enable row level security;
alter table outbox enable row level security;

-- On Supabase, also take away the default table grants from the API roles.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on leads, lead_submissions, consent_records, verifications, send_throttle, outbox from anon, authenticated;
  end if;
end;
$$;
