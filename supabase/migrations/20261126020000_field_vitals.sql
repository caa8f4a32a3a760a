-- Field vitals: what real visits to the public pages measured (LCP, INP,
-- CLS, FCP, TTFB), one row per metric of a page view. A row names the route
-- pattern ('/', '/clients/[clientId]'), the hub, the device class and the
-- connection type, never the visitor: no address, cookie or user agent.
-- view_id is a random number the page draws at load and forgets; it only lets
-- a later report of the same view replace its earlier value (CLS and INP
-- grow while the page is open) and count views. Rows older than the
-- retention period are removed by `npm run db:retention`.

create table if not exists vital_samples (
  id bigint generated always as identity primary key,
  view_id text not null check (char_length(view_id) <= 32),
  recorded_at timestamptz not null default now(),
  -- The UTC day, the speed page's unit of time.
  day date generated always as ((recorded_at at time zone 'UTC')::date) stored,
  route text not null check (char_length(route) <= 100),
  hub_id text not null check (hub_id in ('marque', 'percytech', 'percymd', 'percytext')),
  device text not null check (device in ('phone', 'desktop')),
  connection text check (connection is null or connection in ('slow-2g', '2g', '3g', '4g')),
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value double precision not null check (value >= 0),
  -- At Google's thresholds for the metric (lib/vitals/metrics.ts): 0 good, 1 needs improvement, 2 poor.
  rating smallint not null check (rating between 0 and 2)
);
-- A view reports each metric once; a later report of it replaces the value.
create unique index if not exists vital_samples_view_metric_idx on vital_samples (view_id, metric);
-- Retention deletes by age.
create index if not exists vital_samples_recorded_at_idx on vital_samples (recorded_at);
-- The speed page's two grouped reads walk these index only, in group order
-- and, within a group, in value order: the percentile's own sort then finds
-- its input sorted, and nothing else is sorted.
create index if not exists vital_samples_page_idx on vital_samples (route, hub_id, device, metric, value) include (day, rating);
create index if not exists vital_samples_daily_idx on vital_samples (metric, day, value);

alter table vital_samples enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on vital_samples from anon, authenticated;
  end if;
end;
$$;
