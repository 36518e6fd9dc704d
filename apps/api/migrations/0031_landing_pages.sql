-- Landing pages (docs/product/landing-pages.md): every province, city and district has one current slug, unique
-- across the country; a slug it had before stays (is_current false) so an old address answers 301 to the new one.
-- Written by the seed from the regions (place-slugs.ts), never by hand.
CREATE TABLE place_slugs (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 150),
  place_type text NOT NULL CHECK (place_type IN ('province', 'city', 'area')),
  place_id text NOT NULL CHECK (place_id ~ '^\d{2}(\.\d{2}){0,2}$'),
  is_current boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX place_slugs_current_idx ON place_slugs (place_type, place_id) WHERE is_current;

-- The numbers of every place's market, per deal (S sale, R rent) and property type (0: every type), counted over
-- the public listings by a job (at most 15 minutes old): the landing pages' text, their links to neighbouring
-- places and types, and the sitemap's landing pages. Prices are rupiah; a rent is per month; the price per m² is
-- by building size, by land size for land. p05 and p95 bound the range shown, so a mistyped price never stretches it.
CREATE TABLE place_market_stats (
  place_type text NOT NULL CHECK (place_type IN ('province', 'city', 'area')),
  place_id text NOT NULL,
  -- The place it lies in: a district's city, a city's province, '' for a province.
  parent_id text NOT NULL,
  listing_type text NOT NULL CHECK (listing_type IN ('S', 'R')),
  property_type_id integer NOT NULL,
  listing_count integer NOT NULL CHECK (listing_count > 0),
  price_p05 bigint,
  price_median bigint,
  price_p95 bigint,
  per_m2_p05 bigint,
  per_m2_median bigint,
  per_m2_p95 bigint,
  refreshed_at timestamptz NOT NULL,
  PRIMARY KEY (place_type, place_id, listing_type, property_type_id)
);
-- The places inside (or beside) a place with the most listings of a deal and type: a landing page's links.
CREATE INDEX place_market_stats_parent_idx
  ON place_market_stats (parent_id, place_type, listing_type, property_type_id, listing_count DESC);
