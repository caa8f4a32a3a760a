-- Quiet hours: a text staff start waits in the outbox until the recipient's
-- local window opens (next_attempt_at is its not-before time). quiet_hours
-- marks it, so a worker checks the window again before it sends (a retry
-- may fall outside it); local_zone is the zone its time is shown in. Staff
-- may cancel it until then: a cancelled row is never claimed.

alter table outbox add column if not exists quiet_hours boolean not null default false;
alter table outbox add column if not exists local_zone text;

alter table outbox drop constraint if exists outbox_status_check;
alter table outbox add constraint outbox_status_check
  check (status in ('pending', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'dead', 'unsent', 'expired',
                    'cancelled'));
