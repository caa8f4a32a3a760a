-- The lead-sources report from a per-day rollup instead of the period's leads.
-- For each UTC day leads were created, hub, first touch (the fields the source
-- rule reads) and pipeline status: how many of those leads reached the status,
-- now or before (the audit log). Every lead has one mark, what it counts for,
-- so any write that changes it (a lead added, moved or deleted, a status
-- change, a first touch that arrives later) takes the old counts off and puts
-- the new ones on, by trigger, in that write's own transaction.

create table if not exists lead_source_marks (
  lead_id uuid primary key,
  day date not null,
  hub_id text not null,
  -- False when the form sent no attribution at all (direct / unknown).
  attributed boolean not null,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  -- Whether each click id was there: every click has its own value, and the rule reads no more.
  gclid boolean not null,
  msclkid boolean not null,
  fbclid boolean not null,
  referrer_host text,
  -- Every status the lead reached, 'new' included, sorted.
  reached text[] not null
);

create table if not exists lead_source_days (
  day date not null,
  hub_id text not null,
  attributed boolean not null,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  gclid boolean not null,
  msclkid boolean not null,
  fbclid boolean not null,
  referrer_host text,
  status text not null,
  n bigint not null default 0
);
create unique index if not exists lead_source_days_key on lead_source_days
  (day, hub_id, attributed, utm_source, utm_medium, utm_campaign, gclid, msclkid, fbclid, referrer_host, status)
  nulls not distinct;

-- What one lead counts for now: its day, hub, earliest first touch and every status it reached.
create or replace function lead_source_mark(l leads) returns lead_source_marks
language sql stable as $$
  select l.id, (l.created_at at time zone 'UTC')::date, l.hub_id, a.lead_id is not null,
         a.utm_source, a.utm_medium, a.utm_campaign,
         coalesce(a.gclid is not null, false), coalesce(a.msclkid is not null, false),
         coalesce(a.fbclid is not null, false), a.referrer_host,
         array(select distinct s from (
                 select 'new' union all select l.status
                 union all select al.after ->> 'status' from audit_log al
                  where al.lead_id = l.id and al.action = 'lead.status') r (s)
                where s is not null order by s)
    from (select 1) one
    left join lateral (
      select x.lead_id, x.utm_source, x.utm_medium, x.utm_campaign, x.gclid, x.msclkid, x.fbclid, x.referrer_host
        from lead_attribution x where x.lead_id = l.id and x.touch = 'first'
       order by x.created_at, x.id limit 1) a on true
$$;

-- Add the marks' counts (sign 1) or take them off (sign -1), keys in a fixed order (two writers never deadlock).
create or replace function lead_source_days_add(marks lead_source_marks[], sign int) returns void
language sql as $$
  insert into lead_source_days as d
      (day, hub_id, attributed, utm_source, utm_medium, utm_campaign, gclid, msclkid, fbclid, referrer_host, status, n)
    select m.day, m.hub_id, m.attributed, m.utm_source, m.utm_medium, m.utm_campaign, m.gclid, m.msclkid, m.fbclid,
           m.referrer_host, s, sign * count(*)
      from unnest(marks) m, unnest(m.reached) s
     group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    on conflict (day, hub_id, attributed, utm_source, utm_medium, utm_campaign, gclid, msclkid, fbclid, referrer_host,
                 status)
    do update set n = d.n + excluded.n;
$$;

-- Re-mark these leads: the old marks' counts off, the new ones on (a lead that is gone keeps none).
create or replace function lead_sources_refresh(ids uuid[]) returns void
language plpgsql as $$
declare
  old_marks lead_source_marks[];
  new_marks lead_source_marks[];
begin
  if ids is null or cardinality(ids) = 0 then
    return;
  end if;
  with gone as (delete from lead_source_marks where lead_id = any(ids) returning *)
  select array_agg(gone) into old_marks from gone;
  with marked as (
    insert into lead_source_marks
      select m.* from leads l, lateral lead_source_mark(l) m where l.id = any(ids)
    returning *)
  select array_agg(marked) into new_marks from marked;
  if old_marks is not null then
    perform lead_source_days_add(old_marks, -1);
  end if;
  if new_marks is not null then
    perform lead_source_days_add(new_marks, 1);
  end if;
end;
$$;

-- Every mark and count from scratch: the backfill, and after a bulk load with the triggers off.
create or replace function lead_sources_rebuild() returns void
language plpgsql as $$
begin
  truncate lead_source_marks, lead_source_days;
  insert into lead_source_marks select m.* from leads l, lateral lead_source_mark(l) m;
  insert into lead_source_days
      (day, hub_id, attributed, utm_source, utm_medium, utm_campaign, gclid, msclkid, fbclid, referrer_host, status, n)
    select m.day, m.hub_id, m.attributed, m.utm_source, m.utm_medium, m.utm_campaign, m.gclid, m.msclkid, m.fbclid,
           m.referrer_host, s, count(*)
      from lead_source_marks m, unnest(m.reached) s
     group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11;
end;
$$;

-- Once per statement, from its transition tables: the leads whose mark may have changed.
create or replace function lead_sources_on_leads() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform lead_sources_refresh(array(select id from new_rows));
  elsif tg_op = 'DELETE' then
    perform lead_sources_refresh(array(select id from old_rows));
  else
    perform lead_sources_refresh(array(
      select n.id from new_rows n join old_rows o on o.id = n.id
       where (n.status, n.hub_id, n.created_at) is distinct from (o.status, o.hub_id, o.created_at)));
  end if;
  return null;
end;
$$;

create or replace function lead_sources_on_touch() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform lead_sources_refresh(array(select distinct lead_id from new_rows where touch = 'first' and lead_id is not null));
  elsif tg_op = 'DELETE' then
    perform lead_sources_refresh(array(select distinct lead_id from old_rows where touch = 'first' and lead_id is not null));
  else
    perform lead_sources_refresh(array(
      select lead_id from new_rows where touch = 'first' and lead_id is not null
      union select lead_id from old_rows where touch = 'first' and lead_id is not null));
  end if;
  return null;
end;
$$;

create or replace function lead_sources_on_audit() returns trigger
language plpgsql as $$
begin
  perform lead_sources_refresh(array(
    select distinct lead_id from new_rows where action = 'lead.status' and lead_id is not null));
  return null;
end;
$$;

drop trigger if exists leads_sources_insert on leads;
create trigger leads_sources_insert after insert on leads referencing new table as new_rows
  for each statement execute function lead_sources_on_leads();
drop trigger if exists leads_sources_update on leads;
create trigger leads_sources_update after update on leads referencing old table as old_rows new table as new_rows
  for each statement execute function lead_sources_on_leads();
drop trigger if exists leads_sources_delete on leads;
create trigger leads_sources_delete after delete on leads referencing old table as old_rows
  for each statement execute function lead_sources_on_leads();

drop trigger if exists lead_attribution_sources_insert on lead_attribution;
create trigger lead_attribution_sources_insert after insert on lead_attribution referencing new table as new_rows
  for each statement execute function lead_sources_on_touch();
drop trigger if exists lead_attribution_sources_update on lead_attribution;
create trigger lead_attribution_sources_update after update on lead_attribution
  referencing old table as old_rows new table as new_rows
  for each statement execute function lead_sources_on_touch();
drop trigger if exists lead_attribution_sources_delete on lead_attribution;
create trigger lead_attribution_sources_delete after delete on lead_attribution referencing old table as old_rows
  for each statement execute function lead_sources_on_touch();

drop trigger if exists audit_log_sources_insert on audit_log;
create trigger audit_log_sources_insert after insert on audit_log referencing new table as new_rows
  for each statement execute function lead_sources_on_audit();

-- Emptying leads empties the rollup, even in replica mode (the tests' reset).
create or replace function lead_sources_reset() returns trigger
language plpgsql as $$
begin
  truncate lead_source_marks, lead_source_days;
  return null;
end;
$$;
drop trigger if exists leads_sources_truncate on leads;
create trigger leads_sources_truncate after truncate on leads for each statement execute function lead_sources_reset();
alter table leads enable always trigger leads_sources_truncate;

do $$
begin
  if not exists (select 1 from lead_source_marks) then
    perform lead_sources_rebuild();
  end if;
end;
$$;

alter table lead_source_marks enable row level security;
alter table lead_source_days enable row level security;
