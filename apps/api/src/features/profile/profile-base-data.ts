import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

type Option = { id: number; name: string };
type City = { id: string; name: string; province_id: string };
type SocialMedia = { id: number; code: string; name: string; placeholder: string };

export type ProfileBaseLists = {
  agent_types: Option[];
  property_specializations: Option[];
  price_specializations: Option[];
  cities: City[];
  agent_offices: Option[];
  social_medias: SocialMedia[];
};

/** Every reference list of the profile form in one round trip (SPEC §3 base data). */
export async function loadProfileBaseLists(db: AppDb): Promise<ProfileBaseLists> {
  const [row] = await rowsOf<ProfileBaseLists>(
    db,
    sql`
    SELECT
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name) ORDER BY sort_order, id), '[]'::json)
        FROM agent_types) AS agent_types,
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name) ORDER BY sort_order, id), '[]'::json)
        FROM property_types) AS property_specializations,
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name) ORDER BY sort_order, id), '[]'::json)
        FROM price_specializations) AS price_specializations,
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name, 'province_id', province_id) ORDER BY name, id), '[]'::json)
        FROM cities) AS cities,
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name) ORDER BY name, id), '[]'::json)
        FROM agent_offices) AS agent_offices,
      (SELECT COALESCE(json_agg(json_build_object('id', id, 'code', code, 'name', name, 'placeholder', placeholder)
        ORDER BY sort_order, id), '[]'::json) FROM social_medias) AS social_medias`,
  );
  return row!;
}
