-- Foundation: regions, the reference catalogue, agents, memberships, sessions and settings.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE provinces (
  id text PRIMARY KEY,
  name text NOT NULL
);
CREATE TABLE cities (
  id text PRIMARY KEY,
  province_id text NOT NULL REFERENCES provinces (id),
  name text NOT NULL
);
CREATE INDEX cities_province_id_name_idx ON cities (province_id, name);
CREATE TABLE districts (
  id text PRIMARY KEY,
  city_id text NOT NULL REFERENCES cities (id),
  name text NOT NULL
);
CREATE INDEX districts_city_id_name_idx ON districts (city_id, name);
-- get_areas?query= searches district names by substring.
CREATE INDEX districts_name_trgm_idx ON districts USING gin (lower(name) gin_trgm_ops);
CREATE TABLE villages (
  id text PRIMARY KEY,
  district_id text NOT NULL REFERENCES districts (id),
  name text NOT NULL
);
CREATE INDEX villages_district_id_name_idx ON villages (district_id, name);

CREATE TABLE agent_types (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE agent_offices (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  city_id text REFERENCES cities (id),
  address text
);
CREATE TABLE property_types (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE certificates (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);
CREATE TABLE furnishing_statuses (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);
CREATE TABLE rent_periods (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  months integer NOT NULL CHECK (months > 0)
);
CREATE TABLE facilities (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  uom_name text
);
CREATE TABLE field_rules (
  id serial PRIMARY KEY,
  property_type_id integer NOT NULL REFERENCES property_types (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('BEDROOM', 'BATHROOM', 'UNIT_BLOCK', 'LAND_SIZE', 'TOTAL_FLOOR', 'FLOOR',
    'BUILDING_SIZE', 'ELECTRICAL_POWER', 'HOEK', 'FURNISHING_STATUS')),
  allowed boolean NOT NULL,
  required boolean NOT NULL,
  UNIQUE (property_type_id, type),
  CHECK (allowed OR NOT required)
);

CREATE TABLE membership_tiers (
  code text PRIMARY KEY CHECK (code IN ('TRIAL', 'SILVER', 'GOLD', 'PLATINUM')),
  display_name text NOT NULL,
  duration_days integer NOT NULL CHECK (duration_days > 0),
  listing_slots integer NOT NULL CHECK (listing_slots >= 0),
  bonus_coins integer NOT NULL CHECK (bonus_coins >= 0),
  price integer NOT NULL CHECK (price >= 0)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 255),
  password_hash text,
  email_verified_at timestamptz,
  phone_number text,
  phone_number_verified_at timestamptz,
  referral_code text NOT NULL UNIQUE CHECK (referral_code ~ '^[A-Z2-9]{8}$'),
  avatar_path text,
  agent_type_id integer REFERENCES agent_types (id),
  agent_office_id integer REFERENCES agent_offices (id),
  nib text,
  admin_project_partner_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (phone_number_verified_at IS NULL OR phone_number IS NOT NULL)
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE memberships (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tier text NOT NULL REFERENCES membership_tiers (code),
  started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > started_at)
);
CREATE INDEX memberships_user_id_expires_at_idx ON memberships (user_id, expires_at DESC);

CREATE TABLE auth_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_id_idx ON auth_tokens (user_id);

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
