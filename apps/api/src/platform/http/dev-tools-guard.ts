import type { FastifyInstance } from "fastify";
import { isLoopback } from "./loopback.js";
import { HttpError, MESSAGES } from "./http-error.js";

const DEV_PREFIX = "/api/dev/";

/**
 * The development tools (/api/dev/*: the outbox with every reset link and OTP, sandbox payments) exist only
 * outside production and only for a client on this machine: request.ip is the client as established through
 * the trusted proxy chain (API_TRUST_PROXY), so the portal's own loopback connection does not count. Anything
 * else gets the 404 of a path that does not exist. Checked on the route pattern, before the body is read.
 */
export function installDevToolsGuard(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const refused =
      request.routeOptions.url?.startsWith(DEV_PREFIX) === true &&
      (request.server.config.env === "production" || !isLoopback(request.ip));
    done(refused ? new HttpError(404, { errors: MESSAGES.routeNotFound }) : undefined);
  });
}
