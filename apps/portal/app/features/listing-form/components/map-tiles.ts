// OpenStreetMap's standard tiles. server/security-headers.mjs allows their host in img-src (a test checks both agree).
export const TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
// The portal sends no Referer to other sites (Referrer-Policy: same-origin); OpenStreetMap's tile policy asks web
// maps for one, so tiles carry the origin alone (the listing form's URL holds nothing secret anyway).
export const TILE_REFERRER_POLICY = "strict-origin";
