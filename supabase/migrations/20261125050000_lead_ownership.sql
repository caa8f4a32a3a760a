-- Whose lead it is: a staff member's email (one listed in ADMIN_EMAILS), or
-- nobody yet. Each morning every staff member's due and new unassigned leads
-- are weighed once: one row per staff member and local day, shared by every
-- server instance, so a digest is never sent twice.

alter table leads add column if not exists assigned_to text;
alter table leads drop constraint if exists leads_assigned_to_check;
alter table leads add constraint leads_assigned_to_check
  check (assigned_to is null or char_length(assigned_to) between 3 and 255);
create index if not exists leads_assigned_idx on leads (assigned_to, follow_up_on);

create table if not exists follow_up_digests (
  staff_email text not null,
  local_day date not null,
  at timestamptz not null default now(),
  due_leads integer not null default 0,
  new_leads integer not null default 0,
  -- The outbox message, or null when there was nothing to say.
  outbox_id uuid,
  primary key (staff_email, local_day)
);

alter table follow_up_digests enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on follow_up_digests from anon, authenticated;
  end if;
end;
$$;
