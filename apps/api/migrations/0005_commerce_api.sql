-- Commerce API additions to 0004_commerce: lookups that fulfilment and the order list make.

-- An order holds at most one membership line, so it delivers at most one membership term. Fulfilment runs once
-- under the order's row lock; this also makes a second delivery impossible should that lock ever be bypassed.
-- It doubles as the lookup of the term an order gave (the order card's active date).
CREATE UNIQUE INDEX memberships_order_id_key ON memberships (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX listing_slot_purchases_order_id_idx ON listing_slot_purchases (order_id);

-- Searching the agent's orders by product name (the order number is matched on the orders row itself).
CREATE INDEX order_lines_product_name_trgm_idx ON order_lines USING gin (lower(product_name) gin_trgm_ops);
