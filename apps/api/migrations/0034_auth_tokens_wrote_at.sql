-- When a session last sent a write (docs/adr/0072-read-replica-and-reading-your-own-writes.md): for 10 seconds after
-- it, that session's public reads go to the primary instead of the read replica, so it sees what it just changed.
-- Kept in the database, not in a process's memory, so every API process behind the load balancer knows it.
ALTER TABLE auth_tokens ADD COLUMN wrote_at timestamptz;
