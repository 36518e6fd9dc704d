import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { strictTransportSecurity } from "helmet";

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

/**
 * Browser security headers on every answer (ADR 0018): helmet's set with the API's strict policy, HSTS only when
 * the request came over https (the portal, a trusted proxy, says so in X-Forwarded-Proto), and no caching
 * unless a handler chose a Cache-Control itself.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    strictTransportSecurity: false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
  });
  const hsts = strictTransportSecurity();
  app.addHook("onRequest", (request, reply, done) => {
    if (request.protocol === "https") hsts(request.raw, reply.raw, () => undefined);
    done();
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", DEFAULT_CACHE_CONTROL);
    return payload;
  });
}
