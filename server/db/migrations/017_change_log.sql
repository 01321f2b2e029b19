-- Live updates that miss nothing: every change announced to the live-event streams is
-- a row here, and its id is the stream's event id. A tablet that reconnects sends the last id it
-- heard (Last-Event-ID) and is sent the rows after it, by whichever server process it reaches.
-- pg_notify only wakes the processes up. Rows are pruned by age and count (server/events/change-log.ts);
-- a tablet whose last id is older than what is kept refreshes everything instead.
CREATE TABLE change_log (
  id           bigserial PRIMARY KEY,
  kind         text NOT NULL,
  -- The buildings changed; NULL: every building (an import too large to name them).
  building_ids integer[],
  -- The notice as the streams are told it (kind, buildingIds, eventIds).
  payload      jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX change_log_created ON change_log (created_at);

-- One row: the highest id pruned. A tablet whose last id is below it may have missed rows.
CREATE TABLE change_log_horizon (
  only_row       boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  pruned_through bigint NOT NULL DEFAULT 0
);
INSERT INTO change_log_horizon DEFAULT VALUES;
