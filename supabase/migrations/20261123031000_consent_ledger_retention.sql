-- The consent ledger stays append-only, TRUNCATE included. The one change it
-- allows is the retention job clearing a record's IP address and user agent
-- (and nothing else) once they are past the retention period.
alter table consent_records alter column ip drop not null;
alter table consent_records alter column user_agent drop not null;
alter table lead_submissions alter column ip drop not null;
alter table lead_submissions alter column user_agent drop not null;

create or replace function consent_records_append_only() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if new.ip is null and new.user_agent is null
       and (to_jsonb(new) - 'ip' - 'user_agent') = (to_jsonb(old) - 'ip' - 'user_agent') then
      return new;
    end if;
  end if;
  raise exception 'consent_records is append-only';
end;
$$;

drop trigger if exists consent_records_no_truncate on consent_records;
create trigger consent_records_no_truncate before truncate on consent_records
  for each statement execute function consent_records_append_only();
