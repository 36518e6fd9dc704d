-- Business time is the API's clock, which a developer or a test may move forward (ADR 0062). The membership run a
-- listing carries is computed by triggers, so they read the same clock: the machine's time plus the offset stored
-- here. Production never stores a row (the API refuses to move its clock there), so it is the machine's time.
CREATE TABLE clock_offset (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  seconds double precision NOT NULL CHECK (seconds >= 0)
);

CREATE FUNCTION business_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT now() + make_interval(secs => coalesce((SELECT seconds FROM clock_offset), 0))
$$;

CREATE OR REPLACE FUNCTION agent_membership_run(agent integer, OUT run_from timestamptz, OUT run_until timestamptz)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  extended timestamptz;
BEGIN
  -- The earliest term not ended yet starts the run (the current term, or the next one).
  SELECT min(started_at) INTO run_from FROM memberships WHERE user_id = agent AND expires_at > business_now();
  IF run_from IS NULL THEN
    RETURN;
  END IF;
  SELECT max(expires_at) INTO run_until FROM memberships
  WHERE user_id = agent AND started_at <= run_from AND expires_at > business_now();
  -- Terms that start by the end of the run (queued renewals, overlaps) continue it.
  LOOP
    SELECT max(expires_at) INTO extended FROM memberships
    WHERE user_id = agent AND started_at <= run_until AND expires_at > run_until;
    EXIT WHEN extended IS NULL;
    run_until := extended;
  END LOOP;
END
$$;
