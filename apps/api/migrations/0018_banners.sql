-- Banners (issue 13, ADR 0034): AGENT banners in the portal home's carousel and TAKEOVER_AGENT banners shown as
-- the takeover modal. A banner runs from starts_at (inclusive) to ends_at (exclusive); outside that window it
-- is never shown nor opened.
CREATE TABLE banners (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  type text NOT NULL CHECK (type IN ('AGENT', 'TAKEOVER_AGENT')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  -- What the detail page shows: plain text, paragraphs separated by a blank line.
  body text NOT NULL CHECK (length(body) <= 5000),
  link_url text CHECK (length(link_url) <= 500),
  -- The WebP variants under photos/{image_uuid}-{width}.webp and the picture's own proportions, so the portal
  -- reserves the space before the image arrives.
  image_uuid uuid NOT NULL,
  image_widths integer[] NOT NULL,
  image_width integer NOT NULL CHECK (image_width > 0),
  image_height integer NOT NULL CHECK (image_height > 0),
  image_alt text NOT NULL CHECK (length(image_alt) <= 300),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);

-- GET /api/banners?type: the running banners of one type in their order.
CREATE INDEX banners_running ON banners (type, starts_at, ends_at, sort_order);
