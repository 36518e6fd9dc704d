import type { FastifyInstance } from "fastify";
import { HTTP_METHODS, type OpenApiDocument } from "../openapi/load-spec.js";
import { MESSAGES } from "./http-error.js";

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/**
 * The methods the contract offers at a concrete URL ("/api/orders/123" → GET, HEAD), across every path template that
 * matches it; empty when no operation has that address. HEAD comes with GET, as Fastify answers it.
 */
export function allowedMethods(spec: OpenApiDocument): (url: string) => string[] {
  const templates = Object.entries(spec.paths).map(([path, item]) => {
    const pattern = path
      .split(/\{[^}]+\}/)
      .map(escapeRegExp)
      .join("[^/]+");
    const methods = HTTP_METHODS.filter((m) => item[m]).map((m) => m.toUpperCase());
    return { regex: new RegExp(`^${pattern}$`), methods: methods.includes("GET") ? [...methods, "HEAD"] : methods };
  });
  return (url) => {
    const path = url.split("?", 1)[0]!;
    const found = new Set(templates.filter((t) => t.regex.test(path)).flatMap((t) => t.methods));
    return [...found].sort();
  };
}

/**
 * Requests no route takes: 405 with Allow when the address exists under other methods, else 404; both in the
 * contract's `{ errors }` shape (components/responses MethodNotAllowed and NotFound).
 */
export function installNotFoundHandler(app: FastifyInstance, spec: OpenApiDocument): void {
  const allowedAt = allowedMethods(spec);
  app.setNotFoundHandler((request, reply) => {
    const allow = allowedAt(request.url);
    if (allow.length > 0)
      return reply.status(405).header("allow", allow.join(", ")).send({ errors: MESSAGES.methodNotAllowed });
    return reply.status(404).send({ errors: MESSAGES.routeNotFound });
  });
}
