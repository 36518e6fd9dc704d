import { sql } from "drizzle-orm";

/**
 * A listing `l` anyone may see: ACTIVE, and its agent's membership is active now (DECISIONS.md "Public
 * marketplace": a lapsed membership hides the agent's listings, like drafts). Shared by search, the listing
 * page, contact reveal, favourites and the sitemap, so they never disagree.
 */
export const isPublicListing = sql`l.status = 'ACTIVE' AND EXISTS (
  SELECT 1 FROM memberships m WHERE m.user_id = l.user_id AND m.started_at <= now() AND m.expires_at > now())`;
