import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { contentSecurityPolicy, strictTransportSecurity } from "helmet";

/**
 * The API answers JSON and files; no answer is a page that may load anything or be framed. The one HTML page
 * (the development payment page) sets its own policy with a nonce.
 */
export const API_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Every answer is personal unless its handler says otherwise (public photos and avatars are cached forever):
 * profiles carry KTP/NPWP numbers, logins carry tokens, the development outbox carries one-time codes.
 */
const DEFAULT_CACHE_CONTROL = "no-store";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The headers a helmet middleware sets, read once: none of the API's depends on the request, and running
 * helmet's middleware chain on every answer cost a few percent of a small signed-in read (ADR 0042).
 */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder: Pick<ServerResponse, "setHeader" | "removeHeader"> = {
    setHeader(name, value) {
      headers[name.toLowerCase()] = String(value);
      return this as ServerResponse;
    },
    removeHeader(name) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, recorder as ServerResponse, () => undefined);
  return headers;
}

/** helmet's set with the API's strict policy (ADR 0018). */
const API_HEADERS = headersOf(
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    strictTransportSecurity: false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
  }),
);
const HSTS_HEADERS = headersOf(strictTransportSecurity());

/** A Content-Security-Policy header value for a handler that answers with its own policy (it replaces the API's). */
export function cspHeaderValue(directives: Record<string, string[]>): string {
  return headersOf(contentSecurityPolicy({ useDefaults: false, directives }))["content-security-policy"] ?? "";
}

/**
 * Browser security headers on every answer (ADR 0018): helmet's set with the API's strict policy, HSTS only when
 * the request came over https (the portal, a trusted proxy, says so in X-Forwarded-Proto), and no caching
 * unless a handler chose a Cache-Control itself.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(API_HEADERS);
    if (request.protocol === "https") reply.headers(HSTS_HEADERS);
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", DEFAULT_CACHE_CONTROL);
    done(null, payload);
  });
}
