-- Public marketplace (issue 10): keyword search, an index for every filter screen and sort of the public search,
-- contact counts, and favourites. Plans and numbers: apps/api/scripts/bench-results.md, ADR 0023.

-- Visits and impressions are added to listings by the metrics flush every minute; room left on each page lets
-- those updates stay HOT (no index touched), as no counter is indexed.
ALTER TABLE listings SET (fillfactor = 90);

-- Listing numbers: "GRY-" and at least six digits. lpad(…, 6) cut the seventh digit off once the sequence passed
-- 999,999 (a million listings), so numbers repeated and saving a listing failed; one function numbers them all.
CREATE FUNCTION next_listing_number() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'GRY-' || lpad(n::text, greatest(6, length(n::text)), '0') FROM (SELECT nextval('listing_number_seq') AS n) s
$$;

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

-- Public visibility also needs the agent's active membership (docs/product/marketplace.md#who-is-public). Joining
-- memberships for every row a search walks or counts cost more than the rest of the search, so each listing carries its
-- agent's current run of membership terms (or the next one, not started yet): public = ACTIVE and membership_from <=
-- now() < membership_until. Time passing needs no write (a run starts and ends by itself); every write to memberships
-- refreshes the agent's listings. Terms never leave a gap (a renewal starts when the last term ends,
-- apply-membership-line.ts), so one run holds every term an agent has paid for.
ALTER TABLE listings ADD COLUMN membership_from timestamptz;
ALTER TABLE listings ADD COLUMN membership_until timestamptz;

CREATE FUNCTION agent_membership_run(agent integer, OUT run_from timestamptz, OUT run_until timestamptz)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  extended timestamptz;
BEGIN
  -- The earliest term not ended yet starts the run (the current term, or the next one).
  SELECT min(started_at) INTO run_from FROM memberships WHERE user_id = agent AND expires_at > now();
  IF run_from IS NULL THEN
    RETURN;
  END IF;
  SELECT max(expires_at) INTO run_until FROM memberships
  WHERE user_id = agent AND started_at <= run_from AND expires_at > now();
  -- Terms that start by the end of the run (queued renewals, overlaps) continue it.
  LOOP
    SELECT max(expires_at) INTO extended FROM memberships
    WHERE user_id = agent AND started_at <= run_until AND expires_at > run_until;
    EXIT WHEN extended IS NULL;
    run_until := extended;
  END LOOP;
END
$$;

CREATE FUNCTION listings_membership_run() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT run_from, run_until INTO NEW.membership_from, NEW.membership_until FROM agent_membership_run(NEW.user_id);
  RETURN NEW;
END
$$;

CREATE TRIGGER listings_membership_run BEFORE INSERT OR UPDATE OF user_id ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_membership_run();

CREATE FUNCTION memberships_refresh_listings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  agent integer;
  run record;
BEGIN
  FOR agent IN SELECT DISTINCT a FROM unnest(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.user_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.user_id END]) AS a
    WHERE a IS NOT NULL
  LOOP
    SELECT * INTO run FROM agent_membership_run(agent);
    UPDATE listings SET membership_from = run.run_from, membership_until = run.run_until
    WHERE user_id = agent
      AND (membership_from IS DISTINCT FROM run.run_from OR membership_until IS DISTINCT FROM run.run_until);
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER memberships_refresh_listings AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION memberships_refresh_listings();

UPDATE listings l SET membership_from = r.run_from, membership_until = r.run_until
FROM users u, agent_membership_run(u.id) r WHERE u.id = l.user_id;

-- Public search reads only ACTIVE listings, so every index below is partial. Each sort has an index per location
-- level, so a screen walks its rows in the order it shows them and stops after the page. The columns the common
-- filters read (membership run, type, property type, price, rooms) ride along (INCLUDE), so walking and counting a
-- screen's matches reads the index alone; the rarer filters (sizes, certificate, furnishing) read the row.
CREATE INDEX listings_public_posted_idx ON listings (posted_at DESC, id DESC)
  INCLUDE (membership_from, membership_until, type, property_type_id, price, bedroom, bathroom) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_price_idx ON listings (price, id)
  INCLUDE (membership_from, membership_until, type, property_type_id, bedroom, bathroom) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_province_posted_idx ON listings (province_id, posted_at DESC, id DESC)
  INCLUDE (membership_from, membership_until, type, property_type_id, price, bedroom, bathroom) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_province_price_idx ON listings (province_id, price, id)
  INCLUDE (membership_from, membership_until, type, property_type_id, bedroom, bathroom) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_city_posted_idx ON listings (city_id, posted_at DESC, id DESC)
  INCLUDE (membership_from, membership_until, type, property_type_id, price, bedroom, bathroom) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_city_price_idx ON listings (city_id, price, id)
  INCLUDE (membership_from, membership_until, type, property_type_id, bedroom, bathroom) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_area_posted_idx ON listings (area_id, posted_at DESC, id DESC)
  INCLUDE (membership_from, membership_until, type, property_type_id, price, bedroom, bathroom) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_area_price_idx ON listings (area_id, price, id)
  INCLUDE (membership_from, membership_until, type, property_type_id, bedroom, bathroom) WHERE status = 'ACTIVE';
CREATE INDEX listings_public_search_idx ON listings USING gin (search_document) WHERE status = 'ACTIVE';

-- My-listings keyword search tests the rows of the agent's own tab (list-catalog-items.ts). With a million listings
-- of other agents, the table-wide trigram index on the title answered common trigrams ("ang", "man") with
-- thousands of foreign rows, and an agent's rows lie one per page among them: reading them cost more than the
-- search. So the tab's index carries the searchable text, the date and the id: counting and paging a keyword
-- search reads that index alone. Neither trigram index is used any more.
DROP INDEX listings_catalog_search_trgm_idx;
DROP INDEX listings_title_trgm_idx;
CREATE INDEX listings_user_status_search_idx ON listings (user_id, status) INCLUDE (catalog_search, posted_at, id);

-- A visitor's saved listings. A deleted listing leaves the list with it; a deactivated one stays, unavailable.
CREATE TABLE favourites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, listing_id)
);
CREATE INDEX favourites_user_created_idx ON favourites (user_id, created_at DESC, listing_id DESC);
CREATE INDEX favourites_listing_idx ON favourites (listing_id);
