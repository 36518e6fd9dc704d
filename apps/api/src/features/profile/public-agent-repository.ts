import { sql } from "drizzle-orm";

/**
 * An agent `u` whose public page anyone may open (GET /api/agent/profile/{id}, portal /agen/:id): an activated
 * agent account. Shared by the page and the enquiry form on it, so they never disagree.
 */
export const isPublicAgent = sql`u.is_agent AND u.email_verified_at IS NOT NULL`;
