-- One durable queue for every e-mail the server sends later (server/mail/): a manager's message, an
-- event's cancellation or promotion, the monthly report. A job is inserted in the transaction that
-- decides the mail, so it exists exactly when that change commits; any server process on the
-- database may send it, and the claim below keeps it to one at a time.
CREATE TABLE mail_job (
  id          serial PRIMARY KEY,
  -- Which entry of the table of mail kinds (server/mail/mail-kinds.ts) renders it and retries it.
  kind        text NOT NULL,
  -- What that kind's renderer needs: the written mail, or what to write it from at send time.
  payload     jsonb NOT NULL,
  -- A job that must exist at most once (a month's report for an account): a second insert is a no-op.
  job_key     text UNIQUE,
  state       text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'sent', 'failed', 'dropped', 'cancelled')),
  -- Attempts begun (a claim counts one): a job with none may still be cancelled unseen.
  attempts    integer NOT NULL DEFAULT 0,
  -- Not before: a held mail's release, the next retry, or the end of the lease of an attempt under
  -- way (a process that died mid-send leaves its job due again then).
  run_at      timestamptz NOT NULL DEFAULT now(),
  -- The process holding the lease (server/mail/mail-lease-holder.ts), so a restart can give back a
  -- dead process's leases at once.
  locked_by   text,
  -- The Message-ID header, given at the first claim: a send again after a crash carries the same.
  message_id  text,
  last_error  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX mail_job_due ON mail_job (run_at) WHERE state = 'pending';

-- A message keeps its record; its e-mail is a job.
ALTER TABLE message ADD COLUMN mail_job integer REFERENCES mail_job(id) ON DELETE SET NULL;

-- Every mail the message rows carried moves, in its state (a pending one stays due, a leased one
-- keeps its holder, each keeps its Message-ID). The key pairs each job with its row for the link
-- and is cleared once that is made.
INSERT INTO mail_job (kind, payload, job_key, state, attempts, run_at, locked_by, message_id, last_error, created_at, finished_at)
SELECT 'message', m.mail - 'messageId', 'moving-message-' || m.id, m.mail_state, m.mail_attempts,
       coalesce(m.mail_due_at, m.mail_sent_at, m.created_at), m.mail_lease_holder, m.mail ->> 'messageId',
       m.mail_error, m.created_at, m.mail_sent_at
  FROM message m
 WHERE m.mail IS NOT NULL;

UPDATE message m SET mail_job = j.id
  FROM mail_job j
 WHERE j.job_key = 'moving-message-' || m.id;

UPDATE mail_job SET job_key = NULL WHERE job_key LIKE 'moving-message-%';

-- Every month's report row moves too, sent ones included: their keys are what keep a month from
-- being claimed (and sent) again.
INSERT INTO mail_job (kind, payload, job_key, state, attempts, run_at, message_id, last_error, created_at, finished_at)
SELECT 'monthly-report',
       jsonb_build_object('accountId', r.account_id, 'month', to_char(r.month, 'YYYY-MM-DD')),
       'monthly-report:' || r.account_id || ':' || to_char(r.month, 'YYYY-MM'),
       r.state, r.attempts, coalesce(r.due_at, r.sent_at, r.claimed_at), r.message_id, r.error, r.claimed_at, r.sent_at
  FROM monthly_report_mail r;

DROP TABLE monthly_report_mail;
ALTER TABLE message
  DROP COLUMN mail,
  DROP COLUMN mail_state,
  DROP COLUMN mail_attempts,
  DROP COLUMN mail_due_at,
  DROP COLUMN mail_sent_at,
  DROP COLUMN mail_error,
  DROP COLUMN mail_lease_holder;

-- Every insert wakes the queue of every server process listening (server/mail/mail-queue.ts) once
-- its transaction commits, and never when it rolls back. Made after the rows above moved: nobody
-- listens during a migration.
CREATE FUNCTION mail_job_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hom_mail', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER mail_job_wake AFTER INSERT ON mail_job
  FOR EACH STATEMENT EXECUTE FUNCTION mail_job_inserted();
