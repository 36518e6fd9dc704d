-- Agent profile, billing information, uploaded photos, projects and enquiries (issue 3).

-- Reference lists of the profile form (property specialisations are the property types).
CREATE TABLE price_specializations (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  min_price bigint CHECK (min_price >= 0),
  max_price bigint CHECK (max_price >= 0),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE social_medias (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  placeholder text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

-- Photos uploaded through POST /api/file_content/upload_photo. The files live in the storage; this row says
-- whose they are and what for (ktp/npwp are private to their owner).
CREATE TABLE uploaded_photos (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('listing', 'ktp', 'npwp')),
  widths integer[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploaded_photos_owner_user_id_idx ON uploaded_photos (owner_user_id, purpose);

-- The profile beyond what users already holds (name, agent type, office, NIB). One row per agent, created on
-- the first save; every column may be null until then.
CREATE TABLE agent_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  ktp_number text CHECK (ktp_number ~ '^[0-9]{16}$'),
  ktp_photo_uuid uuid REFERENCES uploaded_photos (uuid) ON DELETE SET NULL,
  npwp_number text CHECK (npwp_number ~ '^[0-9]{1,15}$'),
  npwp_photo_uuid uuid REFERENCES uploaded_photos (uuid) ON DELETE SET NULL,
  address text CHECK (length(address) <= 255),
  province_id text REFERENCES provinces (id),
  city_id text REFERENCES cities (id),
  district_id text REFERENCES districts (id),
  village_id text REFERENCES villages (id),
  age integer CHECK (age BETWEEN 17 AND 100),
  gender text CHECK (gender IN ('MALE', 'FEMALE')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- 0002_accounts creates it for registration; repeated here (IF NOT EXISTS) as the profile edits the same rows.
CREATE TABLE IF NOT EXISTS agent_area_specializations (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  city_id text NOT NULL REFERENCES cities (id),
  PRIMARY KEY (user_id, city_id)
);
CREATE TABLE agent_property_specializations (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  property_type_id integer NOT NULL REFERENCES property_types (id),
  PRIMARY KEY (user_id, property_type_id)
);
CREATE TABLE agent_price_specializations (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  price_specialization_id integer NOT NULL REFERENCES price_specializations (id),
  PRIMARY KEY (user_id, price_specialization_id)
);
CREATE TABLE agent_social_medias (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  social_media_id integer NOT NULL REFERENCES social_medias (id),
  value text NOT NULL CHECK (length(value) BETWEEN 1 AND 255),
  PRIMARY KEY (user_id, social_media_id)
);

-- The bank account modal: one row per agent once it is set.
CREATE TABLE billing_informations (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  bank_name text NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 100),
  account_name text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 100),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{5,20}$'),
  phone_number text NOT NULL CHECK (phone_number ~ '^08[1-9][0-9]{7,10}$'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The phone-change lock (allow_edit_phone_number_after) counts from the last change.
ALTER TABLE users ADD COLUMN IF NOT EXISTS phone_number_changed_at timestamptz;

-- Minimal projects of project owners (GET /api/v2/projects/owner/{id}); the projects feature extends it.
CREATE TABLE projects (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  city_id text REFERENCES cities (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_owner_user_id_created_at_idx ON projects (owner_user_id, created_at DESC);

-- Minimal enquiries (leads) for the unread count; the enquiries feature extends it.
CREATE TABLE enquiries (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_uuid uuid,
  agent_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL,
  read_at timestamptz,
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enquiries_agent_user_id_read_at_idx ON enquiries (agent_user_id, read_at);
