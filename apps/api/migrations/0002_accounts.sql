-- Accounts and access: registration data, one-time links, OTPs, rate limits, the message outbox.

-- A non-agent account (a marketplace user who never registered as an agent) has is_agent = false and becomes
-- an agent through POST /api/agent/auth/login/convert. Every account created so far is an agent.
ALTER TABLE users ADD COLUMN is_agent boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN referred_by_user_id integer REFERENCES users (id) ON DELETE SET NULL;
-- A referral code suspected of fraud is disabled: it is refused at registration and earns nothing.
ALTER TABLE users ADD COLUMN referral_code_disabled_at timestamptz;
-- Start of the phone-change lock (allow_edit_phone_number_after = this + app_settings.phone_number_change.lock_days);
-- 0003_profile adds it too (IF NOT EXISTS), so either migration may come first.
ALTER TABLE users ADD COLUMN IF NOT EXISTS phone_number_changed_at timestamptz;
-- TRIAL is granted once per account, at the first phone verification.
ALTER TABLE users ADD COLUMN trial_granted_at timestamptz;
-- One verified owner per phone number; unverified numbers may be typed by several accounts.
CREATE UNIQUE INDEX users_verified_phone_number_key ON users (phone_number) WHERE phone_number_verified_at IS NOT NULL;

-- Area specialities chosen at registration; the profile edits the same rows.
CREATE TABLE agent_area_specializations (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  city_id text NOT NULL REFERENCES cities (id),
  PRIMARY KEY (user_id, city_id)
);

-- Activation (24 h) and password-reset (1 h) links: only the SHA-256 of the 256-bit token is stored.
CREATE TABLE one_time_links (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_links_user_id_purpose_idx ON one_time_links (user_id, purpose);

-- OTPs sent by SMS: only a hash of the code; the newest row of a user is the live one.
CREATE TABLE phone_otps (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone_number text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_otps_user_id_created_at_idx ON phone_otps (user_id, created_at DESC, id DESC);

-- Fixed-window counters (a window starts at its first hit) shared by every API process (bucket = "<action>:<ip|email|phone|user>:<value>").
CREATE TABLE rate_limits (
  bucket text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  window_ends_at timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0)
);
CREATE INDEX rate_limits_window_ends_at_idx ON rate_limits (window_ends_at);

-- E-mail (when SMTP is not configured) and SMS (until a provider exists) land here.
CREATE TABLE outbox_messages (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  text_body text NOT NULL,
  html_body text,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  otp text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient_id_idx ON outbox_messages (recipient, id DESC);
