import { sql, type SQL } from "drizzle-orm";

/**
 * The columns of a listing card (CardRow in marketplace-card.ts), for `l` joined with cardJoins. Names and the
 * photo come from scalar subqueries (one index lookup each, for the page's rows only) rather than joins: planning
 * a search with a join per reference table cost more than running it.
 */
export function cardColumns(viewerId: number | null): SQL {
  const favourite =
    viewerId === null
      ? sql`false`
      : sql`EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = ${viewerId} AND f.listing_id = l.id)`;
  return sql`l.id, l.uuid::text AS uuid, l.listing_number, l.type, l.title_suffix, l.price, l.bedroom, l.bathroom,
    l.building_size, l.land_size, l.posted_at,
    (SELECT json_build_object('id', pt.id, 'name', pt.name) FROM property_types pt WHERE pt.id = l.property_type_id)
      AS property_type,
    (SELECT json_build_object('id', rp.id, 'name', rp.name, 'months', rp.months) FROM rent_periods rp
      WHERE rp.id = l.rent_period_id) AS rent_period,
    (SELECT json_build_object('id', d.id, 'name', d.name, 'city_id', c.id, 'city_name', c.name, 'province_id', pr.id,
        'province_name', pr.name)
      FROM districts d JOIN cities c ON c.id = d.city_id JOIN provinces pr ON pr.id = c.province_id
      WHERE d.id = l.area_id) AS area,
    (SELECT json_build_object('uuid', p.photo_uuid, 'widths', up.widths)
      FROM listing_photos p JOIN uploaded_photos up ON up.uuid = p.photo_uuid
      WHERE p.listing_id = l.id ORDER BY p.is_primary DESC, p.position LIMIT 1) AS photo,
    u.id AS agent_id, u.name AS agent_name, u.avatar_path AS agent_avatar_path,
    ${favourite} AS is_favourite`;
}

/** The agent of `l`: one row per listing. */
export const cardJoins = sql`JOIN users u ON u.id = l.user_id`;
