import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from "fastify";
import { OPERATION_GUARDS, type OperationGuard } from "@griya/domain/operation-guards";
import { notImplemented } from "../http/http-error.js";
import { Refusal } from "./refusal.js";
import { responseSerializerCompiler } from "./response-serializer.js";
import {
  listOperations,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type SchemaObject,
} from "./load-spec.js";

export type { Handlers } from "./operation-handler.js";
import type { Handlers } from "./operation-handler.js";
export type OperationGuards = Readonly<Record<string, OperationGuard>>;

/**
 * The preHandlers that check a caller's token. The auth kernel provides them and the composition root passes them
 * in, so the platform never imports a kernel (ADR 0057).
 */
export type RouteAuth = {
  /** A token is optional: a valid one identifies the caller, anything else is anonymous. */
  optional: preHandlerAsyncHookHandler;
  /** A live session is required. */
  session: preHandlerAsyncHookHandler;
  /** A live session whose user has done the onboarding steps of `kind`; one function per kind, always the same. */
  access: (kind: Exclude<OperationGuard, "session">) => preHandlerAsyncHookHandler;
};

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

/** Status → JSON schema of each response the operation declares with a JSON body. */
function responseSchemas(operation: OperationObject): SchemaObject | undefined {
  const out: Record<string, SchemaObject> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    const schema = response.content?.["application/json"]?.schema;
    if (schema) out[status] = schema;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** OpenAPI's /a/{id} → Fastify's /a/:id */
function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}

const notImplementedHandler: RouteHandlerMethod = async () => {
  throw notImplemented();
};

type UntypedHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** An operation's handler as a route handler: a Refusal it returns is sent with its status (ADR 0059). */
export function answeringRefusals(handler: UntypedHandler): RouteHandlerMethod {
  return async (request, reply) => {
    const answer = await handler(request, reply);
    return answer instanceof Refusal ? reply.status(answer.status).send(answer.body) : answer;
  };
}

/**
 * The auth preHandler of an operation: none without bearerAuth; with an optional token (`[{}, {bearerAuth: []}]`,
 * e.g. invoices) the token is read when present; otherwise the session, and for "agent" and "member" operations
 * the onboarding guard of the domain's table (ADR 0020). A bearer operation missing from the table, or a table
 * entry the contract does not secure, stops the start: a new operation cannot be forgotten.
 */
function authFor(
  operationId: string,
  security: Record<string, string[]>[],
  auth: RouteAuth,
  guards: OperationGuards,
): preHandlerAsyncHookHandler | undefined {
  const usesBearer = security.some((s) => "bearerAuth" in s);
  const anonymousAllowed = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
  const guard = guards[operationId];
  if (!usesBearer) {
    if (guard) throw new Error(`Guard table names ${operationId}, which takes no bearer token`);
    return undefined;
  }
  if (!guard) throw new Error(`Operation ${operationId} takes a bearer token but has no entry in OPERATION_GUARDS`);
  if (anonymousAllowed) {
    if (guard !== "session")
      throw new Error(`Operation ${operationId} allows anonymous calls, so its guard must be "session"`);
    return auth.optional;
  }
  return guard === "session" ? auth.session : auth.access(guard);
}

/**
 * Registers one route per operation of the contract: request validation comes from the spec's parameters and
 * JSON body schema, bearerAuth operations get the auth check and their guard, `x-body-limit` lowers the body size
 * limit, and operations without a handler answer 501.
 */
export function registerSpecRoutes(
  app: FastifyInstance,
  spec: OpenApiDocument,
  handlers: Handlers,
  auth: RouteAuth,
  guards: OperationGuards = OPERATION_GUARDS,
): void {
  app.setSerializerCompiler(responseSerializerCompiler);
  const known = new Set<string>();
  for (const { method, path, operation, parameters } of listOperations(spec)) {
    known.add(operation.operationId);
    const security = operation.security ?? spec.security ?? [];
    const preHandler = authFor(operation.operationId, security, auth, guards);
    const jsonBody = operation.requestBody?.content?.["application/json"]?.schema;
    // The one place where an operationId read from the spec meets the typed table; Fastify's route types are
    // per-route generics, so each handler's own typing stays where it is written.
    const handler = handlers[operation.operationId as keyof Handlers] as UntypedHandler | undefined;
    app.route({
      method: method.toUpperCase(),
      url: toFastifyPath(path),
      schema: withoutEmpty({
        querystring: objectSchema(parameters.filter((p) => p.in === "query")),
        params: objectSchema(parameters.filter((p) => p.in === "path")),
        body: jsonBody,
        response: responseSchemas(operation),
      }),
      config: { operationId: operation.operationId },
      ...(operation["x-body-limit"] ? { bodyLimit: operation["x-body-limit"] } : {}),
      preHandler,
      handler: handler ? answeringRefusals(handler) : notImplementedHandler,
    });
  }
  const unknown = Object.keys(handlers).filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`Handlers for operations missing from the spec: ${unknown.join(", ")}`);
  const unguarded = Object.keys(guards).filter((id) => !known.has(id));
  if (unguarded.length > 0)
    throw new Error(`Guard table entries for operations missing from the spec: ${unguarded.join(", ")}`);
}
