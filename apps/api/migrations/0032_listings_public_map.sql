-- Map search (docs/product/marketplace.md#map-search, ADR 0068): a map asks for the public listings inside its
-- visible box. A btree on the pin (latitude, then longitude) of active, pinned listings reads the box's band of
-- latitudes and checks the longitude and visibility from the index alone, like the public search indexes (0014,
-- 0028). A plain btree rather than PostGIS, which PGlite (the embedded database) does not have.
CREATE INDEX listings_public_map_idx ON listings (lat, lng)
  INCLUDE (membership_from, membership_until, expires_at, type, property_type_id, price, bedroom, bathroom, posted_at)
  WHERE status = 'ACTIVE' AND lat IS NOT NULL AND lng IS NOT NULL;
