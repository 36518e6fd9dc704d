-- Reveals of an agent's WhatsApp number from their public page (/agen/{id}), one row per agent and WIB day (ADR
-- 0060). Each API process adds them up in memory and a flush adds them here (the listing counters' job), so a
-- reveal never writes on its own; the home sums the agent's last 30 days, which the primary key serves.
CREATE TABLE agent_contact_reveal_days (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  reveals integer NOT NULL CHECK (reveals > 0),
  PRIMARY KEY (user_id, day)
);
