-- My listings (GET /api/v2/catalog/items) for agents with thousands of listings.

-- Every sort of a tab walks an index in order, so a page reads only its own rows. 0008 covers date (both ways),
-- price ascending and expiry (both ways); "Harga tertinggi" sorts price DESC NULLS LAST (a draft without a price
-- last), which no backward scan of the ascending index gives.
CREATE INDEX listings_user_status_price_desc_idx ON listings (user_id, status, price DESC NULLS LAST, id DESC);

-- Keyword search matches the listing number or the title. Lower-casing both on every row of a tab at every search
-- was most of its cost (several times the scan itself on PGlite), so the lower-cased text is kept once per write,
-- and a trigram index (pg_trgm, on PGlite too: 0001) answers a selective term without reading the whole tab.
ALTER TABLE listings ADD COLUMN catalog_search text
  GENERATED ALWAYS AS (lower(listing_number || ' ' || coalesce(title_suffix, ''))) STORED;
CREATE INDEX listings_catalog_search_trgm_idx ON listings USING gin (catalog_search gin_trgm_ops);
