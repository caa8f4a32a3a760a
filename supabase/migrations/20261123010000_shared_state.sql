-- State that must hold across server instances sharing one database.

-- Fixed-window rate-limit counters, one row per rule and client key.
-- reset_at is epoch milliseconds: the app's clock decides, so every instance agrees.
create table if not exists rate_limits (
  key text primary key,
  count integer not null,
  reset_at bigint not null
);
create index if not exists rate_limits_reset_at on rate_limits (reset_at);

-- Contact form tokens already used: a token is good for one submission.
create table if not exists form_token_uses (
  nonce text primary key,
  expires_at timestamptz not null
);

-- Admin sessions, so sign-out revokes the cookie everywhere.
create table if not exists admin_sessions (
  id text primary key,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
