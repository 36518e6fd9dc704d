-- Promo campaigns (issue 14, ADR 0037): a promo code the operator publishes becomes a campaign on /promo and
-- /promo/{uuid}. Unpublished codes (is_public false, the default) stay usable at checkout for whoever knows them.
-- Audience PROJECT_DISCOUNTS marks a project discount offer: listed, shown and accepted only for users on the
-- project_discounts allow-list of app_settings (null = everyone, [] = no one).
ALTER TABLE promo_codes ADD COLUMN uuid uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_uuid_key UNIQUE (uuid);
ALTER TABLE promo_codes ADD COLUMN title text CHECK (length(title) BETWEEN 1 AND 120);
ALTER TABLE promo_codes ADD COLUMN is_public boolean NOT NULL DEFAULT false;
ALTER TABLE promo_codes ADD COLUMN audience text NOT NULL DEFAULT 'ALL' CHECK (audience IN ('ALL', 'PROJECT_DISCOUNTS'));
-- A published campaign needs a title to show.
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_public_title CHECK (NOT is_public OR title IS NOT NULL);

-- GET /api/promos: the published, running campaigns, ending soonest first.
CREATE INDEX promo_codes_public_running ON promo_codes (valid_until, valid_from) WHERE is_public AND disabled_at IS NULL;
