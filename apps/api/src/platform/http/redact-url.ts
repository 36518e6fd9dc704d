// Paths whose last segment is a secret (activation token in the API; the portal's link pages, in case a
// proxy forwards them). Only these are rewritten; other paths are logged as they are.
const SECRET_SEGMENT = /^(\/api\/auth\/email_activation\/|\/user\/activation\/|\/password\/reset\/)[^/?#]+/;

// Query values are logged by allow-list: paging, sorting, filters and ids. Everything else (an e-mail to check,
// a search text, an outbox recipient, a parameter added later) shows as [REDACTED].
const LOGGED_QUERY_KEYS = new Set([
  "page",
  "per_page",
  "limit",
  "sort",
  "order",
  "category",
  "archive",
  "read",
  "status_filter",
  "type",
  "for_checkout",
  "direct_activation",
  "listing_type",
  "property_type_id",
  "certificate_id",
  "furnishing_status_id",
  "province_id",
  "city_id",
  "district_id",
  "area_id",
  "area",
  "bedroom",
  "bathroom",
  "price_min",
  "price_max",
  "building_size_min",
  "building_size_max",
  "land_size_min",
  "land_size_max",
  "uuid",
  "listing_uuid",
  "eligible_boost_uuid",
]);

function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const at = pair.indexOf("=");
      if (at < 0) return pair;
      const key = pair.slice(0, at);
      return LOGGED_QUERY_KEYS.has(key) ? pair : `${key}=[REDACTED]`;
    })
    .join("&");
}

/** "/api/auth/email_activation/abc?page=2&email=x" → "/api/auth/email_activation/[REDACTED]?page=2&email=[REDACTED]" */
export function redactUrl(url: string): string {
  const path = url.replace(/[?#].*$/s, "").replace(SECRET_SEGMENT, "$1[REDACTED]");
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return path;
  const query = url.slice(queryAt + 1).replace(/#.*$/s, "");
  return `${path}?${redactQuery(query)}`;
}
