-- Places as people say them (docs/product/regions.md, "Everyday names"): an alias or a popular neighbourhood
-- pointing at a province, a city or a district, with a rank weight. Editable data, not code. The target has no
-- foreign key because the regions are seeded after the migrations run; the lookup joins it, so an id that does not
-- exist is simply never suggested.
CREATE TABLE place_aliases (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 2 AND 100),
  target_type text NOT NULL CHECK (target_type IN ('province', 'city', 'area')),
  target_id text NOT NULL CHECK (target_id ~ '^\d{2}(\.\d{2}){0,2}$'),
  weight integer NOT NULL DEFAULT 0 CHECK (weight >= 0),
  UNIQUE (name, target_type, target_id)
);
-- The location box reads aliases by substring and, for a typo, by trigram similarity.
CREATE INDEX place_aliases_name_trgm_idx ON place_aliases USING gin (lower(name) gin_trgm_ops);

-- Ids are the Kemendagri codes of idn-area-data (docs/product/regions.md). A neighbourhood inside one district
-- points at that district; a city's nickname at the city. A higher weight ranks first.
INSERT INTO place_aliases (name, target_type, target_id, weight) VALUES
  ('Jaksel', 'city', '31.74', 100),
  ('Jakbar', 'city', '31.73', 100),
  ('Jakpus', 'city', '31.71', 100),
  ('Jakut', 'city', '31.72', 100),
  ('Jaktim', 'city', '31.75', 100),
  ('Tangsel', 'city', '36.74', 100),
  ('Sby', 'city', '35.78', 100),
  ('Kemang', 'area', '31.74.03', 90),
  ('Pondok Indah', 'area', '31.74.05', 90),
  ('Sudirman', 'area', '31.74.02', 90),
  ('Senayan', 'area', '31.74.07', 90),
  ('Bintaro', 'area', '31.74.10', 80),
  ('Cibubur', 'area', '31.75.09', 80),
  ('Pantai Indah Kapuk', 'area', '31.72.01', 90),
  ('PIK', 'area', '31.72.01', 90),
  ('BSD', 'area', '36.74.01', 90),
  ('Bumi Serpong Damai', 'area', '36.74.01', 90),
  ('Alam Sutera', 'area', '36.74.02', 80),
  ('Gading Serpong', 'area', '36.03.28', 80),
  ('Dago', 'area', '32.73.02', 80),
  ('Citraland', 'area', '35.78.31', 80),
  ('Canggu', 'area', '51.03.06', 90),
  ('Seminyak', 'area', '51.03.01', 90),
  ('Jimbaran', 'area', '51.03.05', 80),
  ('Nusa Dua', 'area', '51.03.05', 80),
  ('Sanur', 'area', '51.71.01', 80);
