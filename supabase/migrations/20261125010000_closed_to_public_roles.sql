-- Nothing in this schema is reachable by Supabase's public roles (anon,
-- authenticated): the anon key is public by design, and Supabase's REST API
-- serves any table those roles can touch. Every table gets row-level
-- security; every table, sequence and function loses their grants; and the
-- default privileges change so a table, sequence or function created later is
-- closed too unless a migration opens it on purpose. Only the owner (the
-- server, the migrations, the Edge Functions' database user) keeps access.

-- Limits that slow an attacker without locking out the owner of an address:
-- every code sent stays good until it expires, so a resend keeps the earlier
-- ones (hash, salt, expiry and link token hash only), and a staff code row
-- says whether it was sent (a request over the address's cap, or for an
-- unlisted address, leaves a row that was not).
alter table verifications add column if not exists earlier_codes jsonb not null default '[]'::jsonb;
create index if not exists verifications_phone_idx on verifications (phone, created_at desc) where phone is not null;
alter table staff_sign_in_codes add column if not exists sent boolean not null default true;
create index if not exists staff_sign_in_codes_sent_idx on staff_sign_in_codes (lower(email), created_at desc) where sent;

-- Sign out everywhere, and ending the sessions of an address taken off the staff list.
create index if not exists admin_sessions_actor_idx on admin_sessions (actor) where revoked_at is null;

-- Every table of the schema, found in the catalog, the migration ledger included.
do $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and pg_has_role(c.relowner, 'USAGE')
  loop
    execute format('alter table %s enable row level security', t.name);
  end loop;
end;
$$;

-- Only on Supabase (or any database with its roles): PGlite and plain
-- Postgres have no anon role, and naming a missing role is an error.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on all tables in schema public from anon, authenticated;
    revoke all on all sequences in schema public from anon, authenticated;
    revoke all on all functions in schema public from anon, authenticated;
    -- Functions are executable by PUBLIC (every role) unless revoked; ours are triggers, run as the owner.
    revoke execute on all functions in schema public from public;
    alter default privileges in schema public revoke all on tables from anon, authenticated;
    alter default privileges in schema public revoke all on sequences from anon, authenticated;
    alter default privileges in schema public revoke all on functions from anon, authenticated;
    alter default privileges revoke execute on functions from public;
  end if;
end;
$$;
