import type { YearMonth } from "@griya/domain/featured-agents";
import { sql } from "drizzle-orm";
import { TIER_DISPLAY_NAMES } from "@griya/domain/membership";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { isPublicAgent, publicAgentOffice, PublicAgentOffice } from "./public-agent-repository.js";
import { sqlNow } from "../../platform/db/sql-now.js";

export const PublicProfileRow = v.object({
  id: v.number(),
  name: v.string(),
  avatar_path: v.nullable(v.string()),
  created_at: v.string(),
  agent_type: v.nullable(v.object({ id: v.number(), name: v.string() })),
  agent_office: PublicAgentOffice,
  area_specializations: v.array(v.object({ id: v.string(), name: v.string(), province_id: v.string() })),
  property_specializations: v.array(v.object({ id: v.number(), name: v.string() })),
  social_medias: v.array(v.object({ id: v.number(), code: v.string(), name: v.string(), value: v.string() })),
  /** membership_tiers.display_name: the seeded names the contract lists. */
  membership_display_name: v.nullable(v.picklist(Object.values(TIER_DISPLAY_NAMES))),
  featured_areas: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type PublicProfileRow = v.InferOutput<typeof PublicProfileRow>;

/**
 * What anyone may see of an activated agent account, with the areas it is featured in during `month`. The columns
 * are listed one by one so e-mail, phone, KTP, NPWP, address and age can never leak through a SELECT *.
 */
export async function findPublicProfile(
  db: AppDb,
  id: number,
  month: YearMonth,
): Promise<PublicProfileRow | undefined> {
  const [row] = await rowsOf(
    db,
    PublicProfileRow,
    sql`
    SELECT u.id, u.name, u.avatar_path, u.created_at,
      (SELECT json_build_object('id', t.id, 'name', t.name) FROM agent_types t WHERE t.id = u.agent_type_id) AS agent_type,
      ${publicAgentOffice} AS agent_office,
      COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'province_id', c.province_id) ORDER BY c.name)
        FROM agent_area_specializations s JOIN cities c ON c.id = s.city_id WHERE s.user_id = u.id), '[]'::json)
        AS area_specializations,
      COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY p.sort_order, p.id)
        FROM agent_property_specializations s JOIN property_types p ON p.id = s.property_type_id WHERE s.user_id = u.id), '[]'::json)
        AS property_specializations,
      COALESCE((SELECT json_agg(json_build_object('id', m.id, 'code', m.code, 'name', m.name, 'value', s.value) ORDER BY m.sort_order, m.id)
        FROM agent_social_medias s JOIN social_medias m ON m.id = s.social_media_id WHERE s.user_id = u.id), '[]'::json)
        AS social_medias,
      (SELECT t.display_name FROM memberships m JOIN membership_tiers t ON t.code = m.tier
        WHERE m.user_id = u.id AND m.started_at <= ${sqlNow()} AND m.expires_at > ${sqlNow()}
        ORDER BY m.expires_at DESC LIMIT 1) AS membership_display_name,
      COALESCE((SELECT json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.name)
        FROM featured_agent_slots f JOIN districts d ON d.id = f.district_id
        WHERE f.user_id = u.id AND f.year = ${month.year} AND f.month = ${month.month}), '[]'::json) AS featured_areas
    FROM users u
    WHERE u.id = ${id}::int AND ${isPublicAgent}`,
  );
  return row;
}
