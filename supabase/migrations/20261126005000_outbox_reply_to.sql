-- A lead alert answers to the lead: the address staff reach by pressing Reply.
-- Erasure clears it with the rest of the row's personal data.
alter table outbox add column if not exists reply_to text;
