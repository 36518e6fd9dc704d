-- Everyday names that span several districts (docs/product/regions.md, "Everyday names"): "Bintaro" is Pesanggrahan
-- in Jakarta Selatan and Pondok Aren in Tangerang Selatan. Such an alias points at a set of districts (target_type
-- 'areas', no target_id) listed in place_alias_districts; a search of it finds the listings of every district.
ALTER TABLE place_aliases DROP CONSTRAINT place_aliases_target_type_check;
ALTER TABLE place_aliases DROP CONSTRAINT place_aliases_target_id_check;
ALTER TABLE place_aliases ALTER COLUMN target_id DROP NOT NULL;
ALTER TABLE place_aliases ADD CONSTRAINT place_aliases_target_check CHECK (
  (target_type IN ('province', 'city', 'area') AND target_id ~ '^\d{2}(\.\d{2}){0,2}$')
  OR (target_type = 'areas' AND target_id IS NULL));

CREATE TABLE place_alias_districts (
  alias_id integer NOT NULL REFERENCES place_aliases (id) ON DELETE CASCADE,
  -- No foreign key, as for target_id (0030): the regions are seeded after the migrations.
  district_id text NOT NULL CHECK (district_id ~ '^\d{2}\.\d{2}\.\d{2}$'),
  PRIMARY KEY (alias_id, district_id)
);

-- The seeded names that span districts become sets (Kemendagri codes of idn-area-data).
UPDATE place_aliases SET target_type = 'areas', target_id = NULL
WHERE name IN ('Bintaro', 'Cibubur', 'Sudirman', 'BSD', 'Bumi Serpong Damai');
INSERT INTO place_alias_districts (alias_id, district_id)
SELECT a.id, d.district_id
FROM place_aliases a
JOIN (VALUES
  ('Bintaro', '31.74.10'), ('Bintaro', '36.74.03'),
  ('Cibubur', '31.75.09'), ('Cibubur', '32.76.02'), ('Cibubur', '32.75.10'),
  ('Sudirman', '31.74.02'), ('Sudirman', '31.71.07'),
  ('BSD', '36.74.01'), ('BSD', '36.03.22'), ('BSD', '36.03.23'),
  ('Bumi Serpong Damai', '36.74.01'), ('Bumi Serpong Damai', '36.03.22'), ('Bumi Serpong Damai', '36.03.23')
) AS d (name, district_id) ON d.name = a.name
WHERE a.target_type = 'areas';
