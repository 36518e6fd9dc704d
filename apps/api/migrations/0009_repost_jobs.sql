-- Scheduled repost job: why a slot failed. error_code holds the business refusal (1004/1005/1006); a listing
-- that is no longer active has no such code, so the reason is kept beside it for every failed run.
ALTER TABLE repost_schedule_runs ADD COLUMN failure_reason text
  CHECK (failure_reason IN ('insufficient_coins', 'membership_inactive', 'slot_full', 'listing_not_active'));
ALTER TABLE repost_schedule_runs ADD CONSTRAINT repost_schedule_runs_failed_has_reason_check
  CHECK ((outcome = 'FAILED') = (failure_reason IS NOT NULL));
