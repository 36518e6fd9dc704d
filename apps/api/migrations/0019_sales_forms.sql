-- The public sales forms (issue 14, ADR 0035): "join as an agent" of /agent-offerings, and the project
-- registration and find-a-project forms of /proyek. Each submission is kept (sales works through them and an
-- e-mail can be lost) and e-mailed to SALES_EMAIL in the same transaction. Phones are normalised to 08…; texts
-- arrive with links neutralised, which can at most triple a field's length.
CREATE TABLE agent_registrations (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) <= 300),
  email text NOT NULL CHECK (length(email) <= 255),
  phone text NOT NULL CHECK (phone ~ '^08[1-9][0-9]{7,10}$'),
  agent_type_id integer REFERENCES agent_types (id) ON DELETE SET NULL,
  agent_office_name text CHECK (length(agent_office_name) <= 300),
  city_id text REFERENCES cities (id),
  message text CHECK (length(message) <= 3000),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Sales reads the newest first.
CREATE INDEX agent_registrations_created_at_idx ON agent_registrations (created_at);

CREATE TABLE project_registrations (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) <= 300),
  email text NOT NULL CHECK (length(email) <= 255),
  phone text NOT NULL CHECK (phone ~ '^08[1-9][0-9]{7,10}$'),
  company_name text NOT NULL CHECK (length(company_name) <= 300),
  project_name text NOT NULL CHECK (length(project_name) <= 300),
  city_id text REFERENCES cities (id),
  message text CHECK (length(message) <= 3000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_registrations_created_at_idx ON project_registrations (created_at);

CREATE TABLE find_project_inquiries (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) <= 300),
  email text NOT NULL CHECK (length(email) <= 255),
  phone text NOT NULL CHECK (phone ~ '^08[1-9][0-9]{7,10}$'),
  property_type_id integer REFERENCES property_types (id) ON DELETE SET NULL,
  city_id text REFERENCES cities (id),
  budget_min bigint CHECK (budget_min >= 0),
  budget_max bigint CHECK (budget_max >= 0),
  message text CHECK (length(message) <= 3000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (budget_min IS NULL OR budget_max IS NULL OR budget_min <= budget_max)
);
CREATE INDEX find_project_inquiries_created_at_idx ON find_project_inquiries (created_at);
