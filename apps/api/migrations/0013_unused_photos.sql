-- Uploads nothing uses (ADR 0022): an agent may hold only so many recent ones, and the photo job reclaims the
-- older ones. "Nothing uses" asks listing_photos and agent_profiles for the photo's uuid, and deleting an upload
-- makes PostgreSQL check both foreign keys: without these indexes each look-up read the whole table.
CREATE INDEX listing_photos_photo_uuid_idx ON listing_photos (photo_uuid);
CREATE INDEX agent_profiles_ktp_photo_uuid_idx ON agent_profiles (ktp_photo_uuid) WHERE ktp_photo_uuid IS NOT NULL;
CREATE INDEX agent_profiles_npwp_photo_uuid_idx ON agent_profiles (npwp_photo_uuid) WHERE npwp_photo_uuid IS NOT NULL;

-- The cap counts one agent's uploads of the last day; the job walks the oldest uploads first.
CREATE INDEX uploaded_photos_owner_user_id_created_at_idx ON uploaded_photos (owner_user_id, created_at);
CREATE INDEX uploaded_photos_created_at_idx ON uploaded_photos (created_at);
