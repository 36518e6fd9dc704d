-- Payments (PAYMENTS-API): charge attempts, what a card's 3-D Secure step needs, and a settled payment that
-- never moves back. The tables themselves are in 0004_commerce.sql.

-- A payment may be charged more than once (a declined card, then another card); each attempt has its own
-- order id at the gateway (Midtrans refuses a reused one), so a notification finds its payment here.
CREATE TABLE payment_attempts (
  id serial PRIMARY KEY,
  payment_id integer NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  gateway text NOT NULL CHECK (gateway IN ('sandbox', 'midtrans')),
  gateway_order_id text NOT NULL CHECK (gateway_order_id ~ '^[A-Za-z0-9._~-]{1,50}$'),
  attempt_no integer NOT NULL CHECK (attempt_no > 0),
  gateway_transaction_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (gateway, gateway_order_id),
  UNIQUE (payment_id, attempt_no)
);

-- Card with 3-D Secure: where the payer confirms at the bank, while the charge is pending.
ALTER TABLE payments ADD COLUMN redirect_url text;
-- The gateway's last word on this payment (e.g. why a card was declined), for support.
ALTER TABLE payments ADD COLUMN status_message text;

-- Money that arrived is a fact: a late pending, expire or deny never moves a SETTLED payment.
CREATE FUNCTION payments_settled_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'SETTLED' AND NEW.status <> 'SETTLED' THEN
    RAISE EXCEPTION 'payment % is settled and cannot move to %', OLD.id, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER payments_settled_is_final BEFORE UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_settled_is_final();
