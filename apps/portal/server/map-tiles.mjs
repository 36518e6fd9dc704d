// Where the maps' tiles come from (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): read by the page renderer, which hands
// the tile source to the browser, and by the Content-Security-Policy, whose img-src follows the tile host.
// Plain JS so Node runs it without a build (server/security-headers.mjs imports it).

/** OpenStreetMap's standard tiles: fine for a demo, not for production traffic (their tile usage policy). */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const SUBDOMAIN = "{s}.";

/**
 * The tile source of this process. A custom MAP_TILE_URL must be an https URL template with {z}, {x} and {y}
 * (and optionally a leading {s}. for subdomains), and needs its MAP_TILE_ATTRIBUTION (HTML, as Leaflet shows
 * it): tile providers require one. Throws with the problems listed, so a bad value stops the start.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ url: string; attribution: string; imgSources: string[] }}
 */
export function mapTileConfig(env = process.env) {
  const custom = env.MAP_TILE_URL?.trim();
  const url = custom || DEFAULT_MAP_TILE_URL;
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim() || (custom ? "" : DEFAULT_MAP_TILE_ATTRIBUTION);
  const problems = [];
  const imgSources = tileImgSources(url);
  if (!imgSources) {
    problems.push(
      "MAP_TILE_URL: must be an https URL template with {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{x}/{y}.png",
    );
  }
  if (!attribution) problems.push("MAP_TILE_ATTRIBUTION: required with MAP_TILE_URL (the tile provider's credit line)");
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  return { url, attribution, imgSources: /** @type {string[]} */ (imgSources) };
}

/**
 * The img-src sources a tile URL template needs: its origin, or `https://*.rest` for a `{s}.` subdomain; null
 * for a template that is not https or lacks {z}, {x} or {y}.
 * @param {string} template
 * @returns {string[] | null}
 */
export function tileImgSources(template) {
  if (!["{z}", "{x}", "{y}"].every((part) => template.includes(part))) return null;
  const authority = /^https:\/\/([^/?#]+)/.exec(template)?.[1];
  if (!authority) return null;
  const subdomains = authority.startsWith(SUBDOMAIN);
  const host = subdomains ? authority.slice(SUBDOMAIN.length) : authority;
  if (/[{}@]/.test(host)) return null;
  let origin;
  try {
    origin = new URL(`https://${host}`).origin;
  } catch {
    return null;
  }
  return [subdomains ? origin.replace("https://", "https://*.") : origin];
}
