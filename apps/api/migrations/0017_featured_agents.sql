-- Featured agents (issue 13, docs/product/promotion.md#featured-agent): an agent's place among the featured agents of
-- an area (district) for one calendar month in WIB. At most 5 per area and month: the purchase locks the district row
-- and counts under that lock (ADR 0033). Every index below serves one query.
CREATE TABLE featured_agent_slots (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  district_id text NOT NULL REFERENCES districts (id),
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  -- The spend that paid for it (one usage per purchase, covering all its months).
  coin_usage_id integer NOT NULL REFERENCES coin_usages (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Availability, the capacity count and the public list of an area-month; also one place per agent and area-month.
CREATE UNIQUE INDEX featured_agent_slots_area_month_user_key ON featured_agent_slots (district_id, year, month, user_id);
-- The agent's purchased slots, newest month first, and the agent page's mark (the agent's areas this month).
CREATE INDEX featured_agent_slots_user_month_idx ON featured_agent_slots (user_id, year DESC, month DESC);
