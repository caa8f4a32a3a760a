-- Where a lead or a sign-up came from, as the browser kept it for the
-- session: one row for the first touch and one for the last, with the
-- contact submission (and its lead) or the sign-up verification it came
-- with. A submission sent without it (no JavaScript) has no row and reads
-- "direct / unknown". Rows go with their lead, submission or verification.
create table if not exists lead_attribution (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid references leads (id) on delete cascade,
  submission_id uuid references lead_submissions (id) on delete cascade,
  verification_id uuid references verifications (id) on delete cascade,
  hub_id text not null,
  touch text not null check (touch in ('first', 'last')),
  utm_source text check (char_length(utm_source) <= 200),
  utm_medium text check (char_length(utm_medium) <= 200),
  utm_campaign text check (char_length(utm_campaign) <= 200),
  utm_term text check (char_length(utm_term) <= 200),
  utm_content text check (char_length(utm_content) <= 200),
  gclid text check (char_length(gclid) <= 500),
  fbclid text check (char_length(fbclid) <= 500),
  msclkid text check (char_length(msclkid) <= 500),
  referrer_host text check (char_length(referrer_host) <= 253),
  landing_path text check (char_length(landing_path) <= 500),
  landed_at timestamptz,
  created_at timestamptz not null default now(),
  check (submission_id is not null or verification_id is not null)
);
create index if not exists lead_attribution_lead_idx on lead_attribution (lead_id, touch, created_at);
create index if not exists lead_attribution_verification_idx on lead_attribution (verification_id);

alter table lead_attribution enable row level security;

-- Closed to Supabase's public roles, where they exist (not in PGlite or plain Postgres).
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on table lead_attribution from anon, authenticated;
  end if;
end;
$$;
