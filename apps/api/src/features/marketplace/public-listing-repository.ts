import { sql, type SQL } from "drizzle-orm";
import { clock } from "../../platform/clock.js";
import { sqlNow } from "../../platform/db/sql-now.js";

/**
 * A listing `l` anyone may see: ACTIVE, within its 120 days (expires_at ahead: the expiry job that moves it to
 * Lampau may run minutes later), and its agent's membership is active now (docs/product/marketplace.md#who-is-public: a
 * lapsed membership hides the agent's listings, like drafts). membership_from/_until are the agent's current (or
 * next) run of membership terms, kept by triggers (0014). Every column read here rides in the public search
 * indexes (0014, 0028), so counting a search's matches reads the index alone (ADR 0023). Shared by search, the
 * listing page, contact reveal, favourites and the sitemap, so they never disagree.
 */
export function isPublicListing(at: Date = clock.now()): SQL {
  const now = sqlNow(at);
  return sql`l.status = 'ACTIVE' AND l.expires_at > ${now} AND l.membership_from <= ${now} AND l.membership_until > ${now}`;
}
