-- SMS consent belongs to a phone number: each SMS consent record keeps the
-- number typed on that submission, and the lead keeps the number its SMS
-- opt-in was given for, so a later submission with another number (or none)
-- never moves an opt-in onto a number nobody agreed for.
alter table consent_records add column if not exists phone text;
alter table leads add column if not exists sms_phone text;
update leads set sms_phone = phone where sms_signup and sms_phone is null;
