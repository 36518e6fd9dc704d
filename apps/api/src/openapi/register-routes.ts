import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import { optionalAuth, requireAuth } from "../auth/authenticate.js";
import { notImplemented } from "../http/http-error.js";
import { listOperations, type OpenApiDocument, type ParameterObject, type SchemaObject } from "./load-spec.js";

export type Handlers = Record<string, RouteHandlerMethod>;

declare module "fastify" {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

function objectSchema(params: ParameterObject[]): SchemaObject | undefined {
  if (params.length === 0) return undefined;
  return {
    type: "object",
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

// Fastify warns about schema keys that are present but undefined.
function withoutEmpty(schema: Record<string, SchemaObject | undefined>): Record<string, SchemaObject> {
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined)) as Record<string, SchemaObject>;
}

/** OpenAPI's /a/{id} → Fastify's /a/:id */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}

const notImplementedHandler: RouteHandlerMethod = async () => {
  throw notImplemented();
};

/**
 * Registers one route per operation of the contract: request validation comes from the spec's parameters and
 * JSON body schema, bearerAuth operations get the auth check, `x-body-limit` lowers the body size limit, and
 * operations without a handler answer 501.
 */
export function registerSpecRoutes(app: FastifyInstance, spec: OpenApiDocument, handlers: Handlers): void {
  const known = new Set<string>();
  for (const { method, path, operation, parameters } of listOperations(spec)) {
    known.add(operation.operationId);
    const security = operation.security ?? spec.security ?? [];
    // `[{}, {bearerAuth: []}]` means the token is optional (e.g. invoices): read it when present.
    const usesBearer = security.some((s) => "bearerAuth" in s);
    const anonymousAllowed = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
    const jsonBody = operation.requestBody?.content?.["application/json"]?.schema;
    app.route({
      method: method.toUpperCase() as "GET",
      url: toFastifyPath(path),
      schema: withoutEmpty({
        querystring: objectSchema(parameters.filter((p) => p.in === "query")),
        params: objectSchema(parameters.filter((p) => p.in === "path")),
        body: jsonBody,
      }),
      config: { operationId: operation.operationId },
      ...(operation["x-body-limit"] ? { bodyLimit: operation["x-body-limit"] } : {}),
      preHandler: usesBearer ? (anonymousAllowed ? optionalAuth : requireAuth) : undefined,
      handler: handlers[operation.operationId] ?? notImplementedHandler,
    });
  }
  const unknown = Object.keys(handlers).filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`Handlers for operations missing from the spec: ${unknown.join(", ")}`);
}
