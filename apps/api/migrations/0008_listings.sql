-- Listings: the agent's properties with their photos and facilities, repost schedules and their runs, and the
-- agent's notifications (e.g. a scheduled repost that failed).

CREATE SEQUENCE listing_number_seq;

CREATE TABLE listings (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  listing_number text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'ACTIVE', 'INACTIVE')),
  type text NOT NULL DEFAULT 'S' CHECK (type IN ('S', 'R')),
  ownership text NOT NULL DEFAULT 'OWNED_BY_USER'
    CHECK (ownership IN ('OWNED_BY_USER', 'REPRESENTED_BY_USER', 'MANAGED_BY_USER')),
  owner_name text CHECK (length(owner_name) <= 100),
  company_name text CHECK (length(company_name) <= 100),
  property_type_id integer REFERENCES property_types (id),
  title_suffix text CHECK (length(title_suffix) <= 100),
  description text CHECK (length(description) <= 5000),
  price bigint CHECK (price > 0),
  rent_period_id integer REFERENCES rent_periods (id),
  bedroom integer CHECK (bedroom >= 0),
  bathroom integer CHECK (bathroom >= 0),
  building_size integer CHECK (building_size > 0),
  land_size integer CHECK (land_size > 0),
  total_floor integer CHECK (total_floor > 0),
  floor integer CHECK (floor > 0),
  electrical_power integer CHECK (electrical_power > 0),
  hoek boolean,
  furnishing_status_id integer REFERENCES furnishing_statuses (id),
  certificate_id integer REFERENCES certificates (id),
  address text CHECK (length(address) <= 255),
  block_number text CHECK (length(block_number) <= 20),
  unit_number text CHECK (length(unit_number) <= 20),
  province_id text REFERENCES provinces (id),
  city_id text REFERENCES cities (id),
  area_id text REFERENCES districts (id),
  lat double precision CHECK (lat BETWEEN -90 AND 90),
  lng double precision CHECK (lng BETWEEN -180 AND 180),
  is_map_pinned boolean NOT NULL DEFAULT false,
  videos text[] NOT NULL DEFAULT '{}' CHECK (cardinality(videos) <= 5),
  -- Activation sets activated_at = posted_at = now and expires_at = now + 120 days; a repost moves posted_at
  -- ("newest" sorts on it) and expires_at.
  activated_at timestamptz,
  posted_at timestamptz,
  expires_at timestamptz,
  deactivated_at timestamptz,
  visit_count integer NOT NULL DEFAULT 0 CHECK (visit_count >= 0),
  impression_count integer NOT NULL DEFAULT 0 CHECK (impression_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'ACTIVE' OR (activated_at IS NOT NULL AND posted_at IS NOT NULL AND expires_at IS NOT NULL)),
  CHECK (type <> 'R' OR status = 'DRAFT' OR rent_period_id IS NOT NULL)
);
-- My listings: one tab (status) of one agent, sorted by posted date, price or expiry.
CREATE INDEX listings_user_status_posted_idx ON listings (user_id, status, posted_at DESC NULLS LAST, id DESC);
CREATE INDEX listings_user_status_price_idx ON listings (user_id, status, price, id);
CREATE INDEX listings_user_status_expires_idx ON listings (user_id, status, expires_at, id);
CREATE INDEX listings_user_status_created_idx ON listings (user_id, status, created_at DESC, id DESC);
-- Keyword search on my listings (title and listing number).
CREATE INDEX listings_title_trgm_idx ON listings USING gin (lower(title_suffix) gin_trgm_ops);
-- The expiry job scans only active listings by expiry.
CREATE INDEX listings_active_expires_idx ON listings (expires_at) WHERE status = 'ACTIVE';
-- Slot counting: active listings per agent.
CREATE INDEX listings_user_active_idx ON listings (user_id) WHERE status = 'ACTIVE';

CREATE TABLE listing_photos (
  listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  photo_uuid uuid NOT NULL REFERENCES uploaded_photos (uuid),
  position integer NOT NULL CHECK (position BETWEEN 0 AND 14),
  is_primary boolean NOT NULL DEFAULT false,
  PRIMARY KEY (listing_id, photo_uuid),
  UNIQUE (listing_id, position)
);
-- Exactly one primary at most per listing.
CREATE UNIQUE INDEX listing_photos_one_primary_key ON listing_photos (listing_id) WHERE is_primary;

CREATE TABLE listing_facilities (
  listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  facility_id integer NOT NULL REFERENCES facilities (id),
  amount integer CHECK (amount > 0),
  PRIMARY KEY (listing_id, facility_id)
);

CREATE TABLE repost_schedules (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  day_of_the_week integer NOT NULL CHECK (day_of_the_week BETWEEN 1 AND 7),
  time text NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):(00|30)$'),
  -- Inclusive last day (read in time_zone).
  expired_at date NOT NULL,
  time_zone text NOT NULL DEFAULT 'Asia/Jakarta',
  next_run_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (listing_id, day_of_the_week, time)
);
-- The scheduler claims due slots with FOR UPDATE SKIP LOCKED.
CREATE INDEX repost_schedules_next_run_idx ON repost_schedules (next_run_at) WHERE next_run_at IS NOT NULL;

-- One row per executed slot: a slot runs once even when several processes see it due.
CREATE TABLE repost_schedule_runs (
  id bigserial PRIMARY KEY,
  schedule_id integer NOT NULL REFERENCES repost_schedules (id) ON DELETE CASCADE,
  slot_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('REPOSTED', 'FAILED')),
  error_code integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (schedule_id, slot_at)
);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  data jsonb,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC);
