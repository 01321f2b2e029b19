-- Sessions changed, in the table of recent changes. A live-change stream (GET /api/changes, GET
-- /api/residents/changes) is told a change only while its session may see the change's building, and
-- ends once its session is over. Rather than reading every stream's account again at each change
-- (10,000 streams: thousands of accounts read every second), a server process reads a stream's
-- account again only when a row here names it (server/routes/live-changes/session-watch.ts).
--
-- So every write that can change what a session is (server/auth/register-auth.ts accountOfSession,
-- server/residents/resident-session.ts residentOfSession: the account or resident itself, its
-- token_version, its role, its buildings) logs the holders it touched, in its own transaction: by
-- trigger, so no write can forget, whoever makes it (the app, an import, an operator at psql).
-- Kind 'session', building_ids NULL; payload {kind, accountIds, residentIds}, each a list of ids or
-- null for every one. A new account or resident needs no row: no session of theirs can be open.
--
-- The row takes the change log's lock (2027017: CHANGE_LOG_LOCK_KEY in change-log.ts) so its id is
-- in commit order with every other change's, and wakes the processes on hom_changes (CHANGE_CHANNEL
-- in change-notice.ts). The lock is held from the write to the commit, as announceChange's is.
CREATE FUNCTION log_session_change(account_ids integer[], resident_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  logged bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(2027017);
  INSERT INTO change_log (kind, building_ids, payload)
  VALUES ('session', NULL, jsonb_build_object('kind', 'session', 'accountIds', to_jsonb(account_ids), 'residentIds', to_jsonb(resident_ids)))
  RETURNING id INTO logged;
  PERFORM pg_notify('hom_changes', logged::text);
END $$;

-- Each function below logs the holders its statement touched (none: no row).
CREATE FUNCTION session_holders_logged(holder text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  IF holder = 'account' THEN PERFORM log_session_change(ids, '{}');
  ELSE PERFORM log_session_change('{}', ids);
  END IF;
END $$;

-- TRUNCATE names no rows: every holder of the table's kind (TG_ARGV[0]).
CREATE FUNCTION sessions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'account' THEN PERFORM log_session_change(NULL, '{}');
  ELSE PERFORM log_session_change('{}', NULL);
  END IF;
  RETURN NULL;
END $$;

-- Accounts: deleted, or their role or token_version (or id) changed. Other columns (name, picture,
-- password hash alone, report opt-in) end no session.
CREATE FUNCTION account_sessions_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_holders_logged('account', (
    SELECT array_agg(DISTINCT coalesce(o.id, n.id)) FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
     WHERE o.id IS NULL OR n.id IS NULL OR o.role IS DISTINCT FROM n.role OR o.token_version IS DISTINCT FROM n.token_version));
  RETURN NULL;
END $$;

CREATE FUNCTION account_sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_holders_logged('account', (SELECT array_agg(DISTINCT id) FROM old_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER account_sessions_update AFTER UPDATE ON account REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_sessions_updated();
CREATE TRIGGER account_sessions_delete AFTER DELETE ON account REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_sessions_deleted();
CREATE TRIGGER account_sessions_truncate AFTER TRUNCATE ON account
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_truncated('account');

-- An account's buildings: any row added, removed or changed (a building admin acts for its first
-- building, so one added can change that too; a building deleted removes its rows by cascade).
CREATE FUNCTION account_building_sessions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_holders_logged('account', (SELECT array_agg(DISTINCT account_id) FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION account_building_sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_holders_logged('account', (SELECT array_agg(DISTINCT account_id) FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION account_building_sessions_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_holders_logged('account', (
    SELECT array_agg(DISTINCT id) FROM (
      SELECT account_id AS id FROM (SELECT account_id, building_id FROM old_rows EXCEPT SELECT account_id, building_id FROM new_rows) gone
      UNION SELECT account_id FROM (SELECT account_id, building_id FROM new_rows EXCEPT SELECT account_id, building_id FROM old_rows) came
    ) moved));
  RETURN NULL;
END $$;

CREATE TRIGGER account_building_sessions_insert AFTER INSERT ON account_building REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_building_sessions_inserted();
CREATE TRIGGER account_building_sessions_delete AFTER DELETE ON account_building REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_building_sessions_deleted();
CREATE TRIGGER account_building_sessions_update AFTER UPDATE ON account_building REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_building_sessions_updated();
CREATE TRIGGER account_building_sessions_truncate AFTER TRUNCATE ON account_building
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_truncated('account');

-- Residents: deleted, or their token_version (sign out everywhere) or id changed.
CREATE FUNCTION resident_sessions_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_holders_logged('resident', (
    SELECT array_agg(DISTINCT coalesce(o.id, n.id)) FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
     WHERE o.id IS NULL OR n.id IS NULL OR o.token_version IS DISTINCT FROM n.token_version));
  RETURN NULL;
END $$;

CREATE FUNCTION resident_sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_holders_logged('resident', (SELECT array_agg(DISTINCT id) FROM old_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER resident_sessions_update AFTER UPDATE ON resident REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION resident_sessions_updated();
CREATE TRIGGER resident_sessions_delete AFTER DELETE ON resident REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION resident_sessions_deleted();
CREATE TRIGGER resident_sessions_truncate AFTER TRUNCATE ON resident
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_truncated('resident');

-- A resident's buildings (memberships): added, removed, or moved to another building or resident.
-- A unit, apartment or amenity changed moves nothing.
CREATE FUNCTION membership_sessions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_holders_logged('resident', (SELECT array_agg(DISTINCT resident_id) FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION membership_sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_holders_logged('resident', (SELECT array_agg(DISTINCT resident_id) FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION membership_sessions_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_holders_logged('resident', (
    SELECT array_agg(DISTINCT id) FROM (
      SELECT resident_id AS id FROM (SELECT resident_id, building_id FROM old_rows EXCEPT SELECT resident_id, building_id FROM new_rows) gone
      UNION SELECT resident_id FROM (SELECT resident_id, building_id FROM new_rows EXCEPT SELECT resident_id, building_id FROM old_rows) came
    ) moved));
  RETURN NULL;
END $$;

CREATE TRIGGER membership_sessions_insert AFTER INSERT ON membership REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION membership_sessions_inserted();
CREATE TRIGGER membership_sessions_delete AFTER DELETE ON membership REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION membership_sessions_deleted();
CREATE TRIGGER membership_sessions_update AFTER UPDATE ON membership REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION membership_sessions_updated();
CREATE TRIGGER membership_sessions_truncate AFTER TRUNCATE ON membership
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_truncated('resident');
