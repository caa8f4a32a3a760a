-- Reports of the public opt-in check: what the business gave (its page's
-- address, or "html" when it pasted the page, its brand, vertical and sample
-- messages) and the verdicts, nothing else: no address, cookie or browser of
-- the visitor, and not the pasted HTML itself. The id is 128 random bits,
-- the report's only way in. Kept 30 days (lib/backend/core/retention.ts).
create table if not exists opt_in_reports (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{22}$'),
  created_at timestamptz not null default now(),
  source text not null check (source in ('url', 'html')),
  url text check (url is null or char_length(url) <= 2048),
  brand text not null check (char_length(brand) <= 80),
  vertical text not null check (char_length(vertical) <= 40),
  samples jsonb not null,
  checks jsonb not null
);
-- Retention deletes by age.
create index if not exists opt_in_reports_created_at_idx on opt_in_reports (created_at);

alter table opt_in_reports enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on opt_in_reports from anon, authenticated;
  end if;
end;
$$;

-- The report a contact was sent from (`/contact?report=<id>`), kept with that
-- submission's touches like its industry page. No foreign key: the report
-- itself goes after 30 days, the lead keeps the id it came with.
alter table lead_attribution add column if not exists opt_in_report text
  check (opt_in_report is null or opt_in_report ~ '^[A-Za-z0-9_-]{22}$');
