-- What each line actually cost: its share of the order's promo discount (ADR 0019). A membership line whose
-- discount equals its price was obtained for Rp 0: no bonus coins and no referral reward at fulfilment.
ALTER TABLE order_lines ADD COLUMN discount integer NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_discount_range CHECK (discount >= 0 AND discount <= line_total);

-- POST /api/orders with an Idempotency-Key: one order per agent and key; the fingerprint (SHA-256 of what was
-- ordered) tells a repeat from a different order sent under the same key.
ALTER TABLE orders ADD COLUMN idempotency_key text CHECK (length(idempotency_key) BETWEEN 1 AND 100);
ALTER TABLE orders ADD COLUMN idempotency_fingerprint text;
ALTER TABLE orders ADD CONSTRAINT orders_idempotency_pair CHECK ((idempotency_key IS NULL) = (idempotency_fingerprint IS NULL));
CREATE UNIQUE INDEX orders_user_id_idempotency_key_key ON orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
