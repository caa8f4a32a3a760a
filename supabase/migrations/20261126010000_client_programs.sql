-- Client SMS programs: a business texting its own customers through us.
--
-- client_programs holds one row per program with the draft staff edit;
-- client_program_versions holds every published version, append-only, and
-- live_version says which one the public pages show (null: not public).
-- An edit after publishing changes only the draft. The draft's texting
-- number is unique, so a text's `To` finds one program.
--
-- The consent ledger and the outbox learn the program: a subscriber's
-- consent rows carry program_id (null for the platform's own leads), and a
-- program's texts leave from its own number (from_number).

create table if not exists client_programs (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 60),
  draft jsonb not null,
  number text not null unique check (number ~ '^\+[1-9][0-9]{6,14}$'),
  live_version integer,
  latest_version integer not null default 0,
  created_at timestamptz not null default now(),
  created_by text not null,
  updated_at timestamptz not null default now(),
  updated_by text not null
);

create table if not exists client_program_versions (
  program_id uuid not null references client_programs (id) on delete restrict,
  version integer not null check (version > 0),
  data jsonb not null,
  number text not null,
  published_at timestamptz not null default now(),
  published_by text not null,
  primary key (program_id, version)
);
create index if not exists client_program_versions_number_idx on client_program_versions (number);

create or replace function client_program_versions_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'client_program_versions is append-only';
end;
$$;
drop trigger if exists client_program_versions_no_change on client_program_versions;
create trigger client_program_versions_no_change before update or delete on client_program_versions
  for each row execute function client_program_versions_append_only();

alter table consent_records add column if not exists program_id uuid references client_programs (id) on delete restrict;
-- "age affirmed 21+": never the date of birth; the row's created_at is its time.
alter table consent_records add column if not exists age_affirmation text
  check (age_affirmation is null or age_affirmation ~ '^age affirmed [0-9]{2}\+$');
create index if not exists consent_records_program_idx on consent_records (program_id, phone, created_at)
  where program_id is not null;

alter table outbox add column if not exists from_number text;
alter table outbox add column if not exists program_id uuid;

-- Today's three clients, published as version 1 so their URLs keep working.
do $$
declare
  seed record;
  pid uuid;
begin
  for seed in
    select * from (values
      ('donsbt', '+19285550100', '{
        "slug": "donsbt", "businessName": "Don''s Bait & Tackle LLC", "brandName": "Don''s Bait & Tackle",
        "vertical": "outdoor", "city": "Lake Havasu City", "state": "AZ", "website": "https://donsbaitandtackle.com",
        "supportEmail": "texts@donsbaitandtackle.com", "supportPhone": "+19285550142",
        "programName": "Don''s Bait & Tackle Text Alerts",
        "description": "A family-run bait, tackle and outdoor shop serving anglers and hunters since 1987. Subscribers get fishing reports, new-stock alerts and license-season reminders.",
        "messageTypes": ["fishing reports", "new-stock alerts", "store events", "license-season reminders"],
        "frequency": 8, "number": "+19285550100", "keyword": "FISH",
        "sampleMessages": ["Don''s Bait & Tackle: stripers are biting at the north basin this week. Fresh anchovies in stock. Reply STOP to opt out.", "Don''s Bait & Tackle: fishing licenses for the new season are on sale in store from Monday. Reply STOP to opt out."],
        "ageGate": "none", "monogram": {"initials": "DB", "background": "#1F4E3D", "foreground": "#FFFFFF"}
      }'),
      ('harbor-cigar', '+18435550100', '{
        "slug": "harbor-cigar", "businessName": "Harbor Cigar Lounge LLC", "brandName": "Harbor Cigar Lounge",
        "vertical": "tobacco", "city": "Charleston", "state": "SC", "website": "https://harborcigar.com",
        "supportEmail": "hello@harborcigar.com", "supportPhone": "+18435550188",
        "programName": "Harbor Cigar Lounge Members Texts",
        "description": "A members'' cigar lounge with a walk-in humidor. Subscribers aged 21 and over hear about limited releases, pairing nights and lounge events first.",
        "messageTypes": ["limited-release announcements", "event invitations", "hold confirmations"],
        "frequency": 6, "number": "+18435550100", "keyword": "LOUNGE",
        "sampleMessages": ["Harbor Cigar Lounge: a limited release arrives Friday, members may hold two boxes. Reply STOP to opt out.", "Harbor Cigar Lounge: pairing night with a local bourbon this Thursday at 7pm. Reply STOP to opt out."],
        "ageGate": "21", "monogram": {"initials": "HC", "background": "#5A3214", "foreground": "#FFFFFF"}
      }'),
      ('lakeside-dental', '+16085550100', '{
        "slug": "lakeside-dental", "businessName": "Lakeside Family Dental SC", "brandName": "Lakeside Family Dental",
        "vertical": "dental", "city": "Madison", "state": "WI", "website": "https://lakesidefamilydental.com",
        "supportEmail": "frontdesk@lakesidefamilydental.com", "supportPhone": "+16085550117",
        "programName": "Lakeside Family Dental Reminders",
        "description": "A general and family dental practice. Patients receive appointment reminders and recall notices by text, with no health details in the message.",
        "messageTypes": ["appointment reminders", "confirmations", "recall notices"],
        "frequency": "varies", "number": "+16085550100", "keyword": "SMILE",
        "sampleMessages": ["Lakeside Family Dental: your appointment is tomorrow at 9:00am. Reply C to confirm. Reply STOP to opt out.", "Lakeside Family Dental: you are due for your six-month checkup. Call us to book. Reply STOP to opt out."],
        "ageGate": "none", "monogram": {"initials": "LD", "background": "#1D4E89", "foreground": "#FFFFFF"}
      }')
    ) as s (slug, number, data)
  loop
    if not exists (select 1 from client_programs where slug = seed.slug) then
      insert into client_programs (slug, draft, number, live_version, latest_version, created_by, updated_by)
      values (seed.slug, seed.data::jsonb, seed.number, 1, 1, 'migration', 'migration')
      returning id into pid;
      insert into client_program_versions (program_id, version, data, number, published_by)
      values (pid, 1, seed.data::jsonb, seed.number, 'migration');
    end if;
  end loop;
end;
$$;

alter table client_programs enable row level security;
alter table client_program_versions enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on client_programs, client_program_versions from anon, authenticated;
  end if;
end;
$$;
