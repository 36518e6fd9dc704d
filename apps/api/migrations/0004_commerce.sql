-- Commerce and coins: the product catalogue, promo codes, orders and their lines, payments and gateway
-- notifications, invoices, listing-slot purchases, and the coin ledger (batches, usages, transfers).
-- Constraints make wrong states impossible; business rules live in services and the domain package.

-- The sellable catalogue (docs/product/orders-and-payments.md#catalogue). Prices are rupiah before PPN. A membership
-- product takes its price, term, slots and bonus coins from membership_tiers, so those live in one place.
CREATE TABLE products (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('MEMBERSHIP', 'COIN', 'LISTING_SLOT')),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  description text,
  membership_tier text REFERENCES membership_tiers (code),
  coin_amount integer CHECK (coin_amount > 0),
  coin_validity_days integer CHECK (coin_validity_days > 0),
  -- COIN: per package; LISTING_SLOT: per slot per 30 days; MEMBERSHIP: null (membership_tiers.price).
  price integer CHECK (price >= 0),
  qty_min integer NOT NULL DEFAULT 1 CHECK (qty_min > 0),
  qty_step integer NOT NULL DEFAULT 1 CHECK (qty_step > 0),
  -- LISTING_SLOT: the durations (days) an agent may choose.
  durations integer[],
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  CHECK ((kind = 'MEMBERSHIP') = (membership_tier IS NOT NULL)),
  CHECK ((kind = 'MEMBERSHIP') = (price IS NULL)),
  CHECK ((kind = 'COIN') = (coin_amount IS NOT NULL AND coin_validity_days IS NOT NULL)),
  CHECK ((kind = 'LISTING_SLOT') = (durations IS NOT NULL))
);
CREATE INDEX products_kind_sort_idx ON products (kind, sort_order) WHERE is_active;

-- Coin cost of actions (docs/product/coins.md#what-coins-buy): activate 5, repost 1, recommended 20 per 7 days,
-- featured agent 100.
CREATE TABLE coin_prices (
  activity text PRIMARY KEY CHECK (activity IN ('ACTIVATE_LISTING', 'REPOST_LISTING', 'RECOMMENDED_LISTING',
    'FEATURED_AGENT')),
  coins integer NOT NULL CHECK (coins > 0),
  description text NOT NULL
);

CREATE TABLE promo_codes (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code = upper(code) AND length(code) BETWEEN 3 AND 32),
  description text,
  discount_percentage integer CHECK (discount_percentage > 0 AND discount_percentage <= 100),
  discount_amount integer CHECK (discount_amount > 0),
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  -- Requirements (docs/product/orders-and-payments.md#promo-codes): e.g. at least 50 listing slots, or a duration of at
  -- least 180 days.
  min_slots integer CHECK (min_slots > 0),
  min_duration_days integer CHECK (min_duration_days > 0),
  product_kinds text[],
  per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit > 0),
  total_limit integer CHECK (total_limit > 0),
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((discount_percentage IS NULL) <> (discount_amount IS NULL)),
  CHECK (valid_until > valid_from)
);

CREATE SEQUENCE order_number_seq;
CREATE SEQUENCE invoice_number_seq;

CREATE TABLE orders (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  order_number text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'CANCELLED', 'EXPIRED')),
  subtotal integer NOT NULL CHECK (subtotal >= 0),
  discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= subtotal),
  vat integer NOT NULL CHECK (vat >= 0),
  total integer NOT NULL,
  promo_code_id integer REFERENCES promo_codes (id),
  -- Null for a free order (net total 0): it completes without a payment method.
  payment_method text,
  pay_before timestamptz NOT NULL,
  paid_at timestamptz,
  cancelled_at timestamptz,
  expired_at timestamptz,
  invoice_number text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (total = subtotal - discount + vat),
  CHECK ((status = 'PAID') = (paid_at IS NOT NULL)),
  CHECK ((status = 'PAID') = (invoice_number IS NOT NULL)),
  CHECK ((status = 'CANCELLED') = (cancelled_at IS NOT NULL)),
  CHECK ((status = 'EXPIRED') = (expired_at IS NOT NULL)),
  CHECK (payment_method IS NOT NULL OR total = 0)
);
CREATE INDEX orders_user_id_created_at_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_user_id_status_idx ON orders (user_id, status, created_at DESC);
-- The expiry job scans only what can still expire.
CREATE INDEX orders_pending_pay_before_idx ON orders (pay_before) WHERE status = 'PENDING';
CREATE INDEX orders_promo_code_user_idx ON orders (promo_code_id, user_id) WHERE promo_code_id IS NOT NULL;

-- States only move forward: PENDING → PAID | CANCELLED | EXPIRED, and a final state never changes.
CREATE FUNCTION orders_status_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> NEW.status AND OLD.status <> 'PENDING' THEN
    RAISE EXCEPTION 'order % cannot move from % to %', OLD.uuid, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER orders_status_forward_only BEFORE UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_status_forward_only();

CREATE TABLE order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  -- What this line does at fulfilment.
  kind text NOT NULL CHECK (kind IN ('MEMBERSHIP_NEW', 'MEMBERSHIP_RENEWAL', 'MEMBERSHIP_UPGRADE', 'COIN',
    'LISTING_SLOT')),
  product_name text NOT NULL,
  qty integer NOT NULL CHECK (qty > 0),
  duration_days integer CHECK (duration_days > 0),
  -- Renewal: true starts a new term at payment, false queues it after the current term.
  direct_activation boolean,
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  line_total integer NOT NULL CHECK (line_total >= 0),
  CHECK ((kind = 'MEMBERSHIP_RENEWAL') = (direct_activation IS NOT NULL)),
  CHECK ((kind = 'LISTING_SLOT') = (duration_days IS NOT NULL))
);
CREATE INDEX order_lines_order_id_idx ON order_lines (order_id);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES orders (id),
  gateway text NOT NULL CHECK (gateway IN ('sandbox', 'midtrans')),
  method text NOT NULL,
  gateway_transaction_id text UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SETTLED', 'FAILED', 'EXPIRED')),
  -- What the agent needs to pay: VA number, store payment code, bill key, or e-wallet deep links.
  va_number text,
  payment_code text,
  bill_key text,
  biller_code text,
  actions jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK ((status = 'SETTLED') = (settled_at IS NOT NULL))
);

-- Every notification a gateway sent, once: the same notification delivered ten times is one row.
CREATE TABLE payment_notifications (
  id bigserial PRIMARY KEY,
  gateway text NOT NULL,
  notification_key text NOT NULL,
  order_id integer REFERENCES orders (id),
  payload jsonb NOT NULL,
  signature_valid boolean NOT NULL,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (gateway, notification_key)
);
CREATE INDEX payment_notifications_order_id_idx ON payment_notifications (order_id);

-- Memberships bought through orders; renewals may start in the future (queued).
ALTER TABLE memberships ADD COLUMN order_id integer REFERENCES orders (id);
ALTER TABLE memberships ADD COLUMN source text NOT NULL DEFAULT 'SEED'
  CHECK (source IN ('SEED', 'TRIAL', 'PURCHASE', 'RENEWAL', 'UPGRADE'));

CREATE TABLE listing_slot_purchases (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  order_id integer NOT NULL REFERENCES orders (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  starts_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > starts_at)
);
CREATE INDEX listing_slot_purchases_user_id_expires_at_idx ON listing_slot_purchases (user_id, expires_at);

-- The coin ledger. Every credit is a batch; spends take from unexpired batches, earliest expiry first.
CREATE TABLE coin_batches (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('PURCHASE', 'MEMBERSHIP_BONUS', 'REFERRAL', 'TRIAL', 'TRANSFER_IN')),
  product_name text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  remaining integer NOT NULL CHECK (remaining >= 0 AND remaining <= amount),
  credited_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  order_id integer REFERENCES orders (id),
  -- TRANSFER_IN: the sender's batch (its expiry is kept).
  source_batch_id integer REFERENCES coin_batches (id),
  -- REFERRAL: the invitee whose first paid membership earned it (once per invitee and side).
  referral_invitee_id integer REFERENCES users (id),
  CHECK (expires_at > credited_at),
  CHECK ((source = 'TRANSFER_IN') = (source_batch_id IS NOT NULL)),
  CHECK ((source = 'REFERRAL') = (referral_invitee_id IS NOT NULL))
);
CREATE INDEX coin_batches_user_id_expires_at_idx ON coin_batches (user_id, expires_at) WHERE remaining > 0;
CREATE INDEX coin_batches_user_id_credited_at_idx ON coin_batches (user_id, credited_at DESC);
-- One referral reward per invitee for each side (inviter and invitee).
CREATE UNIQUE INDEX coin_batches_referral_once_key ON coin_batches (user_id, referral_invitee_id)
  WHERE source = 'REFERRAL';
-- One TRIAL grant per account.
CREATE UNIQUE INDEX coin_batches_trial_once_key ON coin_batches (user_id) WHERE source = 'TRIAL';

CREATE TABLE coin_usages (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id),
  activity text NOT NULL REFERENCES coin_prices (activity),
  listing_uuid uuid,
  listing_name text,
  amount integer NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coin_usages_user_id_created_at_idx ON coin_usages (user_id, created_at DESC);

-- Which batches paid for a usage (a spend may span several batches).
CREATE TABLE coin_usage_allocations (
  usage_id integer NOT NULL REFERENCES coin_usages (id) ON DELETE CASCADE,
  batch_id integer NOT NULL REFERENCES coin_batches (id),
  amount integer NOT NULL CHECK (amount > 0),
  PRIMARY KEY (usage_id, batch_id)
);

CREATE SEQUENCE coin_transfer_number_seq;

CREATE TABLE coin_transfers (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  reference_number text NOT NULL UNIQUE,
  sender_user_id integer NOT NULL REFERENCES users (id),
  recipient_user_id integer NOT NULL REFERENCES users (id),
  source_batch_id integer NOT NULL REFERENCES coin_batches (id),
  -- The recipient's new batch (same expiry as the source batch).
  recipient_batch_id integer NOT NULL UNIQUE REFERENCES coin_batches (id),
  amount integer NOT NULL CHECK (amount >= 10),
  notes text CHECK (length(notes) <= 160),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (sender_user_id <> recipient_user_id)
);
CREATE INDEX coin_transfers_sender_idx ON coin_transfers (sender_user_id, created_at DESC);
CREATE INDEX coin_transfers_recipient_idx ON coin_transfers (recipient_user_id, created_at DESC);

-- Background jobs claim work with FOR UPDATE SKIP LOCKED; this records each run for operators.
CREATE TABLE job_runs (
  id bigserial PRIMARY KEY,
  job text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  processed integer NOT NULL DEFAULT 0,
  error text
);
CREATE INDEX job_runs_job_started_at_idx ON job_runs (job, started_at DESC);
