import type { FastifyRequest } from "fastify";
import { redactUrl } from "./redact-url.js";

/** Fastify's default request log fields, with secret tokens cut out of the URL. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
