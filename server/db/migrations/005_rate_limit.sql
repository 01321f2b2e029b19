-- Sign-in and reset-mail attempt counters, shared by every server process on this database (in
-- process memory each process behind a load balancer would count on its own). One row per counted
-- thing (e.g. 'login-email:mia@example.com'); a window starts at the first attempt after the last
-- one ended. Rows whose window ended are purged now and then.
CREATE TABLE rate_limit (
  key            text PRIMARY KEY,
  window_start   timestamptz NOT NULL,
  window_ends_at timestamptz NOT NULL,
  count          integer NOT NULL
);
CREATE INDEX rate_limit_window_ends_at ON rate_limit (window_ends_at);
