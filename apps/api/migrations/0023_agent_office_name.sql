-- Independent agents and typed offices (ADR 0052): an agent of an office names a listed office or types one the
-- list does not have (one line, 1–100 characters, shown as typed); an agent never has both, and an independent
-- agent has none, so the office their old registration demanded is dropped.
ALTER TABLE users
  ADD COLUMN agent_office_name text
    CHECK (length(agent_office_name) BETWEEN 1 AND 100 AND agent_office_name !~ '[\x01-\x1f\x7f]'),
  ADD CONSTRAINT users_one_agent_office CHECK (agent_office_id IS NULL OR agent_office_name IS NULL);

UPDATE users SET agent_office_id = NULL
  WHERE agent_type_id IN (SELECT id FROM agent_types WHERE code = 'INDEPENDENT');
