-- Public marketplace (issue 10): keyword search, an index for every filter screen and sort of the public search,
-- contact counts, and favourites. Plans and numbers: apps/api/scripts/bench-results.md, ADR 0023.

-- Visits and impressions are added to listings by the metrics flush every minute; room left on each page lets
-- those updates stay HOT (no index touched), as no counter is indexed.
ALTER TABLE listings SET (fillfactor = 90);

-- "Hubungi" reveals (POST /api/search/listings/{uuid}/contact), counted like visits.
ALTER TABLE listings ADD COLUMN contact_count integer NOT NULL DEFAULT 0 CHECK (contact_count >= 0);

-- Keyword search (q): the words of the type name, the agent's title and description, and the area, city and
-- province names, kept once per write ('simple': lower-cased words, no stemming, as no Indonesian dictionary
-- ships with PostgreSQL). A trigger, not a generated column, because the names live in other tables.
ALTER TABLE listings ADD COLUMN search_document tsvector;

CREATE FUNCTION listings_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := to_tsvector('simple', concat_ws(' ',
    (SELECT pt.name FROM property_types pt WHERE pt.id = NEW.property_type_id),
    NEW.title_suffix,
    NEW.description,
    (SELECT concat_ws(' ', d.name, c.name, p.name)
      FROM districts d JOIN cities c ON c.id = d.city_id JOIN provinces p ON p.id = c.province_id
      WHERE d.id = NEW.area_id)));
  RETURN NEW;
END
$$;

CREATE TRIGGER listings_search_document
  BEFORE INSERT OR UPDATE OF property_type_id, title_suffix, description, area_id ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_search_document();

UPDATE listings SET title_suffix = title_suffix;

-- Public search reads only ACTIVE listings, so every index below is partial. Each sort has an index per location
-- level, so a screen walks its rows in the order it shows them and stops after the page; the other filters (type,
-- price, rooms, sizes, certificate, furnishing) are checked on the rows walked. `user_id` is carried in each index
-- for the membership check.
CREATE INDEX listings_public_posted_idx ON listings (posted_at DESC, id DESC) INCLUDE (user_id) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_price_idx ON listings (price, id) INCLUDE (user_id) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_province_posted_idx ON listings (province_id, posted_at DESC, id DESC) INCLUDE (user_id)
  WHERE status = 'ACTIVE';
CREATE INDEX listings_public_province_price_idx ON listings (province_id, price, id) INCLUDE (user_id)
  WHERE status = 'ACTIVE';
CREATE INDEX listings_public_city_posted_idx ON listings (city_id, posted_at DESC, id DESC) INCLUDE (user_id)
  WHERE status = 'ACTIVE';
CREATE INDEX listings_public_city_price_idx ON listings (city_id, price, id) INCLUDE (user_id) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_area_posted_idx ON listings (area_id, posted_at DESC, id DESC) INCLUDE (user_id)
  WHERE status = 'ACTIVE';
CREATE INDEX listings_public_area_price_idx ON listings (area_id, price, id) INCLUDE (user_id) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_search_idx ON listings USING gin (search_document) WHERE status = 'ACTIVE';

-- A visitor's saved listings. A deleted listing leaves the list with it; a deactivated one stays, unavailable.
CREATE TABLE favourites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, listing_id)
);
CREATE INDEX favourites_user_created_idx ON favourites (user_id, created_at DESC, listing_id DESC);
CREATE INDEX favourites_listing_idx ON favourites (listing_id);
