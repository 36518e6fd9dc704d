-- 360° virtual tours (issue 14, ADR 0038): the embeddable link of a listing's tour on a known provider
-- (packages/domain/src/tour-360.ts). Kept when the agent leaves the embed_360 allow-list; only the public page
-- stops showing it then. No list query reads it, so it needs no index.
ALTER TABLE listings ADD COLUMN tour_360_url text CHECK (length(tour_360_url) BETWEEN 1 AND 500);
