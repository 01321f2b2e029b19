-- A message's e-mail is queued in the message's own row, in the transaction that accepts the
-- message (and stores its Idempotency-Key answer), and sent from there with retries: a mail server
-- that is down or slow delays the e-mail but never undoes an accepted message, and a process that
-- stops mid-send leaves the row due again. Rows from before were sent (failed ones were deleted).
ALTER TABLE message ADD COLUMN mail jsonb;
ALTER TABLE message ADD COLUMN mail_state text NOT NULL DEFAULT 'sent'
  CHECK (mail_state IN ('pending', 'sent', 'failed'));
ALTER TABLE message ADD COLUMN mail_attempts integer NOT NULL DEFAULT 0;
-- Next attempt of a pending mail; an attempt under way pushes it past its send timeout (a lease).
ALTER TABLE message ADD COLUMN mail_due_at timestamptz;
ALTER TABLE message ADD COLUMN mail_sent_at timestamptz;
ALTER TABLE message ADD COLUMN mail_error text;
CREATE INDEX message_mail_due ON message (mail_due_at) WHERE mail_state = 'pending';
