// Paths whose last segment is a secret (activation token in the API; the portal's link pages, in case a
// proxy forwards them). Only these are rewritten; every other URL is logged as is.
const SECRET_SEGMENT = /^(\/api\/auth\/email_activation\/|\/user\/activation\/|\/password\/reset\/)[^/?#]+/;

/** "/api/auth/email_activation/abc?x" → "/api/auth/email_activation/[REDACTED]?x" */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, "$1[REDACTED]");
}
