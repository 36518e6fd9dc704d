import { sql } from "drizzle-orm";
import * as v from "valibot";

/**
 * An agent `u` whose public page anyone may open (GET /api/agent/profile/{id}, portal /agen/:id): an activated
 * agent account. Shared by the page and the enquiry form on it, so they never disagree.
 */
export const isPublicAgent = sql`u.is_agent AND u.email_verified_at IS NOT NULL`;

/** An agent's office as the public pages show it (contract AgentOffice). */
export const PublicAgentOffice = v.nullable(v.object({ id: v.nullable(v.number()), name: v.string() }));
export type PublicAgentOffice = v.InferOutput<typeof PublicAgentOffice>;

/**
 * The office agent `u` shows on the public pages (ADR 0052): the listed office, or the one they typed (id null,
 * the name as typed); null for an independent agent, who keeps none.
 */
export const publicAgentOffice = sql`CASE
  WHEN u.agent_office_id IS NOT NULL THEN
    (SELECT json_build_object('id', o.id, 'name', o.name) FROM agent_offices o WHERE o.id = u.agent_office_id)
  WHEN u.agent_office_name IS NOT NULL THEN json_build_object('id', NULL, 'name', u.agent_office_name)
END`;
