-- Confirmed SMS opt-in: each SMS row of the consent ledger names its step.
-- 'requested' (a web form asked), 'confirmation-sent' (the one "Reply YES"
-- text), 'confirmed' (the number's own YES/START/UNSTOP), 'opted-out' (its
-- STOP or a synonym). A number is opted in only after 'confirmed'; rows
-- written before steps existed keep a null step and read as before, except
-- that a web opt-in without a YES now counts as pending.
alter table consent_records add column if not exists step text;
alter table consent_records drop constraint if exists consent_records_step_check;
alter table consent_records add constraint consent_records_step_check
  check (step is null or step in ('requested', 'confirmation-sent', 'confirmed', 'opted-out'));
