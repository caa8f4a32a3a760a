-- Inbound texts are applied once: Twilio retries a webhook it got no answer
-- to, with the same MessageSid, so the first request records the sid (the
-- primary key makes a concurrent retry wait for it, then see it) and our
-- answer; a retry changes nothing and gets the same answer. No number is
-- kept here: erasure need not look at this table.
create table if not exists inbound_messages (
  message_sid text primary key,
  received_at timestamptz not null,
  reply text
);
create index if not exists inbound_messages_received_idx on inbound_messages (received_at);

-- A text from a number finds its leads by index, whatever the number of leads. Not partial: a partial
-- index on "phone is not null" would look to the planner like a way to serve any phone predicate,
-- a fragment search included, and read every lead with a phone.
create index if not exists leads_phone_idx on leads (phone);
create index if not exists leads_sms_phone_idx on leads (sms_phone);

alter table inbound_messages enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on inbound_messages from anon, authenticated;
  end if;
end;
$$;
