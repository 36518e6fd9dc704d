-- Coins API additions to the ledger of 0004_commerce.

-- The listing number the agent sees ("listing id" in coin usages), kept with the name as it was at the spend,
-- since a listing may later be renamed or deleted.
ALTER TABLE coin_usages ADD COLUMN listing_number text;

-- A batch's transfers out, for the "transferred" column of coin purchases.
CREATE INDEX coin_transfers_source_batch_idx ON coin_transfers (source_batch_id);
-- A batch's spends, for the "used" column of coin purchases.
CREATE INDEX coin_usage_allocations_batch_idx ON coin_usage_allocations (batch_id);
