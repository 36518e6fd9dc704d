-- Views counted by a page's beacon (docs/product/listings.md#numbers-on-a-listing, ADR 0075): a page a cache may
-- keep carries a signed token of the listings it shows, and its beacon counts them once per client, listing, kind
-- and hour. A mark is written here before its count is added, so a replayed beacon finds it and counts nothing.
-- Unlogged: the marks only matter for an hour, and losing them in a crash at worst counts a view twice.
CREATE UNLOGGED TABLE listing_view_marks (
  client_key text NOT NULL,
  listing_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('i', 'v')),
  hour_start timestamptz NOT NULL,
  PRIMARY KEY (client_key, listing_id, kind, hour_start)
);
CREATE INDEX listing_view_marks_hour_start ON listing_view_marks (hour_start);

-- The key that signs the tokens: random, shared by every API process through the database, never sent out.
INSERT INTO app_settings (key, value)
VALUES ('view_token_key', to_jsonb(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')))
ON CONFLICT (key) DO NOTHING;
