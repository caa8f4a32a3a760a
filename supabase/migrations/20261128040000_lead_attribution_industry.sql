-- The industry page a contact was sent from (`/contact?industry=<slug>`),
-- kept with that submission's touches; only a slug of the lead's own hub's
-- topic pages is stored, anything else is dropped before it gets here.
alter table lead_attribution add column if not exists industry text
  check (char_length(industry) <= 80);
