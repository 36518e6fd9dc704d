-- "Apakah artikel ini membantu?" on the help centre's articles. Anonymous on purpose: no user, no client address,
-- no agent; the comment is trimmed, its links neutralised and e-mail addresses and phone numbers masked before it
-- is stored, so the team that writes the articles reads what was unclear and nothing about who said it.
CREATE TABLE help_feedback (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  topic text NOT NULL CHECK (topic IN ('account-registration', 'account-purchase', 'membership', 'upgrade', 'extend',
    'listing-slot', 'coin', 'upload', 'repost', 'deactivate', 'catalog-link', 'edit-profile', 'referral-code',
    'password', 'coin-usage', 'inbox', 'featured-agent', 'transfer-coin')),
  helpful boolean NOT NULL,
  -- The form takes 500 characters; neutralising links ("a.id" → "a[.]id") can at most triple them.
  comment text CHECK (length(comment) <= 1500),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The team's report: per topic, newest first (how helpful each article is, and the latest comments).
CREATE INDEX help_feedback_topic_created_at_idx ON help_feedback (topic, created_at DESC);
