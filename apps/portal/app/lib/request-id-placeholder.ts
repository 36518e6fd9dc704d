/**
 * What the root loader hands a visitor's page instead of the request id (ADR 0075): the page stays the same bytes for
 * every visitor, and entry.server.tsx writes the real id in place of this text on the answers no cache keeps (server
 * errors), where the error page shows it.
 */
export const REQUEST_ID_PLACEHOLDER = "request-id-of-this-page";
