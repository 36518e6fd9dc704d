// The tile source itself is configured (MAP_TILE_URL, server/map-tiles.mjs) and reaches the map through the root
// loader (lib/map-tile-source.ts); server/security-headers.mjs allows its host in img-src.
// The portal sends no Referer to other sites (Referrer-Policy: same-origin); OpenStreetMap's tile policy asks web
// maps for one, so tiles carry the origin alone (the listing form's URL holds nothing secret anyway).
export const TILE_REFERRER_POLICY = "strict-origin";
