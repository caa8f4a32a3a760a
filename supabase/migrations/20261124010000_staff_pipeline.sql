-- Staff work the leads: a pipeline status and follow-up date on each lead,
-- append-only notes, named staff sign-in codes, and an append-only audit log
-- of every change staff make.

alter table leads add column if not exists status text not null default 'new';
alter table leads drop constraint if exists leads_status_check;
alter table leads add constraint leads_status_check
  check (status in ('new', 'contacted', 'qualified', 'customer', 'lost'));
alter table leads add column if not exists follow_up_on date;
create index if not exists leads_status_idx on leads (status, created_at desc);
create index if not exists leads_follow_up_idx on leads (follow_up_on);

-- Notes are never edited: a correction is a new note. They go with their lead.
create table if not exists lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references leads (id) on delete cascade,
  author text not null check (char_length(author) between 1 and 255),
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index if not exists lead_notes_lead_idx on lead_notes (lead_id, created_at);

create or replace function lead_notes_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'lead_notes is append-only';
end;
$$;
drop trigger if exists lead_notes_no_change on lead_notes;
create trigger lead_notes_no_change before update on lead_notes
  for each row execute function lead_notes_append_only();

-- Staff sign-in codes, sent by email to an address listed in ADMIN_EMAILS.
create table if not exists staff_sign_in_codes (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  code_hash text not null,
  code_salt text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz
);
create index if not exists staff_sign_in_codes_email_idx on staff_sign_in_codes (lower(email), created_at desc);

-- Who is signed in: the staff member's email, or 'access code'.
alter table admin_sessions add column if not exists actor text not null default 'access code';

-- Every change staff make, with its actor and the values before and after.
create table if not exists audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor text not null,
  action text not null,
  lead_id uuid,
  subject text,
  before jsonb,
  after jsonb
);
create index if not exists audit_log_lead_idx on audit_log (lead_id, at);
create index if not exists audit_log_at_idx on audit_log (at desc);

create or replace function audit_log_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end;
$$;
drop trigger if exists audit_log_no_change on audit_log;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();
drop trigger if exists audit_log_no_truncate on audit_log;
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();

alter table lead_notes enable row level security;
alter table staff_sign_in_codes enable row level security;
alter table audit_log enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on lead_notes, staff_sign_in_codes, audit_log from anon, authenticated;
  end if;
end;
$$;
