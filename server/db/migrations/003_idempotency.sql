-- Idempotency-Key: what the first request was, so a key reused for a different request is refused
-- (422) instead of answering it with another request's stored result. NULL on rows made before.
ALTER TABLE idempotency_key ADD COLUMN request_hash text;

-- Old keys are purged per account (the primary key's account_id prefix finds them); this index
-- serves a global purge by age.
CREATE INDEX idempotency_key_created ON idempotency_key (created_at);
