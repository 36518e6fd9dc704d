-- Leads (issue 11): enquiries with every message, the listing they came from, the agent's first response, and
-- KPR consultation requests. Every index below serves one query of the inbox or the enquiry form.

-- The listing a lead came from, by id: deleting the listing keeps the lead (the buyer and the messages are the
-- agent's) and shows it without a listing. listing_uuid was never written; the id replaces it.
ALTER TABLE enquiries ADD COLUMN listing_id integer REFERENCES listings (id) ON DELETE SET NULL;
UPDATE enquiries e SET listing_id = l.id FROM listings l WHERE l.uuid = e.listing_uuid;
ALTER TABLE enquiries DROP COLUMN listing_uuid;

-- Where the buyer wrote: a listing page, or the agent's own page (no listing). It keeps the 24-hour grouping of
-- agent-page leads apart from those of a listing that was deleted since.
ALTER TABLE enquiries ADD COLUMN source text NOT NULL DEFAULT 'listing' CHECK (source IN ('listing', 'agent_page'));
UPDATE enquiries SET source = 'agent_page' WHERE listing_id IS NULL;

-- The phone normalised to 08… (@griya/domain/phone-number): the 24-hour grouping compares it exactly.
ALTER TABLE enquiries ADD CONSTRAINT enquiries_phone_normalised CHECK (phone ~ '^08[1-9][0-9]{7,10}$');
-- The forms take 100 characters of name and 1000 of message; neutralising links ("a.id" → "a[.]id") can at most
-- triple them.
ALTER TABLE enquiries ADD CONSTRAINT enquiries_lengths
  CHECK (length(name) <= 300 AND length(email) <= 255 AND length(message) <= 3000);

-- When the agent first read or replied (the response time), and when the newest message arrived (inbox order).
ALTER TABLE enquiries ADD COLUMN first_response_at timestamptz;
ALTER TABLE enquiries ADD COLUMN last_message_at timestamptz;
UPDATE enquiries SET last_message_at = created_at, first_response_at = read_at;
ALTER TABLE enquiries ALTER COLUMN last_message_at SET NOT NULL, ALTER COLUMN last_message_at SET DEFAULT now();

-- Every message of a lead, the first one included, oldest first.
CREATE TABLE enquiry_messages (
  id bigserial PRIMARY KEY,
  enquiry_uuid uuid NOT NULL REFERENCES enquiries (uuid) ON DELETE CASCADE,
  message text NOT NULL CHECK (length(message) <= 3000),
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO enquiry_messages (enquiry_uuid, message, created_at) SELECT uuid, message, created_at FROM enquiries;
CREATE INDEX enquiry_messages_enquiry_idx ON enquiry_messages (enquiry_uuid, created_at, id);

-- Inbox tabs, newest activity first: "Semua" (not archived), "Diarsipkan", and "Belum dibaca", which is also the
-- unread count of the badge. The partial predicates are written the same way in the queries.
DROP INDEX enquiries_agent_user_id_read_at_idx;
CREATE INDEX enquiries_inbox_idx ON enquiries (agent_user_id, last_message_at DESC, uuid DESC) WHERE archived_at IS NULL;
CREATE INDEX enquiries_archived_idx ON enquiries (agent_user_id, last_message_at DESC, uuid DESC)
  WHERE archived_at IS NOT NULL;
CREATE INDEX enquiries_unread_idx ON enquiries (agent_user_id, last_message_at DESC, uuid DESC)
  WHERE read_at IS NULL AND archived_at IS NULL;
-- The 24-hour grouping: this agent's leads from this phone, newest first.
CREATE INDEX enquiries_dedup_idx ON enquiries (agent_user_id, phone, created_at DESC);
-- Leads per listing on the my-listings cards (and the ON DELETE SET NULL of a deleted listing).
CREATE INDEX enquiries_listing_idx ON enquiries (listing_id) WHERE listing_id IS NOT NULL;
-- The response time: the agent's leads that arrived in the last 30 days.
CREATE INDEX enquiries_arrival_idx ON enquiries (agent_user_id, created_at);

-- KPR consultation requests of the listing page, e-mailed to SALES_EMAIL.
CREATE TABLE consultations (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id integer REFERENCES listings (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(name) <= 300),
  phone text NOT NULL CHECK (phone ~ '^08[1-9][0-9]{7,10}$'),
  email text CHECK (length(email) <= 255),
  loan_amount bigint CHECK (loan_amount > 0),
  tenure_years integer CHECK (tenure_years BETWEEN 1 AND 30),
  monthly_income bigint CHECK (monthly_income > 0),
  message text CHECK (length(message) <= 3000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultations_created_at_idx ON consultations (created_at);
CREATE INDEX consultations_listing_idx ON consultations (listing_id) WHERE listing_id IS NOT NULL;
