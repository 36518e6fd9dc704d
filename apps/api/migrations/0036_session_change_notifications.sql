-- Every API process keeps the sessions it served in memory (ADR 0074). Whatever changes what a session may do or
-- shows is announced on the channel `session_change` with the user's id, by triggers, so that no writer (a handler,
-- a job, the seed, an operator's SQL) can forget it. pg_notify is transactional: a rolled-back change announces
-- nothing, a committed one is announced at its commit, and repeats within one transaction are sent once.

-- A user's row: password set or changed, phone verified, name or avatar edited, account deleted.
CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_change', OLD.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER users_session_change AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_change();
CREATE TRIGGER users_session_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();

-- A row owned through user_id: a session revoked (logout, password change or reset) or deleted, a membership paid,
-- upgraded, renewed, moved or ended.
CREATE FUNCTION notify_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('session_change', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('session_change', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;

-- A new session is not in any memory yet: only its revocation, another expiry or its removal is announced. The stamp
-- of a session's last write (wrote_at, migration 0034, read afresh by the public reads) changes nothing kept.
CREATE TRIGGER auth_tokens_session_change AFTER UPDATE ON auth_tokens
  FOR EACH ROW WHEN (
    OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
  ) EXECUTE FUNCTION notify_owner_change();
CREATE TRIGGER auth_tokens_session_delete AFTER DELETE ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_owner_change();
CREATE TRIGGER memberships_session_change AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION notify_owner_change();

-- A tier's name is shown with every session of its members: `*` drops every session kept.
CREATE FUNCTION notify_every_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_change', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER membership_tiers_session_change AFTER UPDATE OR DELETE ON membership_tiers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_every_session_change();
