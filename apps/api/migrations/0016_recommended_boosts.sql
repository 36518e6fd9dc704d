-- Recommended Listing (issue 13, docs/product/promotion.md#recommended-listing): 7-day boosts from a Monday (WIB), at
-- most 3 per area + property type + listing type and week. Every index below serves one query: the slot counter the
-- purchase locks, the agent's list, the move picker and the search effect.

-- Places sold per slot. A purchase takes a place with one INSERT … ON CONFLICT DO UPDATE … WHERE sold < capacity:
-- the row lock serialises racing buyers of the same slot, so a week never sells more than its capacity. A moved
-- boost keeps its place (the area and types do not change).
CREATE TABLE recommended_slots (
  area_id text NOT NULL REFERENCES districts (id),
  property_type_id integer NOT NULL REFERENCES property_types (id),
  listing_type text NOT NULL CHECK (listing_type IN ('S', 'R')),
  start_date date NOT NULL CHECK (extract(isodow FROM start_date) = 1),
  sold integer NOT NULL CHECK (sold BETWEEN 0 AND 3),
  PRIMARY KEY (area_id, property_type_id, listing_type, start_date)
);

CREATE TABLE recommended_boosts (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  area_id text NOT NULL,
  property_type_id integer NOT NULL,
  listing_type text NOT NULL,
  start_date date NOT NULL,
  coin_usage_id integer REFERENCES coin_usages (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (area_id, property_type_id, listing_type, start_date)
    REFERENCES recommended_slots (area_id, property_type_id, listing_type, start_date)
);

-- One boost per listing and week (a purchase or a move onto an already boosted week is refused); also the picker's
-- "not already boosted that week" test.
CREATE UNIQUE INDEX recommended_boosts_listing_week_idx ON recommended_boosts (listing_id, start_date);
-- The agent's boosts, newest week first (GET /api/listing_boosts/recommended/).
CREATE INDEX recommended_boosts_user_idx ON recommended_boosts (user_id, start_date DESC, id DESC);
-- Search: this week's boosts of the searched area, oldest purchase first.
CREATE INDEX recommended_boosts_area_week_idx ON recommended_boosts (area_id, start_date, id);
