import type { operations } from "@griya/api-client/schema";
import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from "fastify";

/** Every operationId of the contract. */
type OperationId = keyof operations;

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : unknown;
type Params<K extends OperationId, Where extends "query" | "path"> = operations[K]["parameters"][Where] extends infer P
  ? [P] extends [never] | [undefined]
    ? Record<string, never>
    : NonNullable<P>
  : never;

/** The JSON body the contract accepts (an optional body may be absent). */
type BodyOf<K extends OperationId> = operations[K] extends { requestBody: infer B }
  ? Json<B>
  : operations[K] extends { requestBody?: infer B }
    ? Json<NonNullable<B>> | undefined
    : unknown;

/** Status → JSON body, as the contract declares each response. */
export type RepliesOf<K extends OperationId> = {
  [S in keyof operations[K]["responses"]]: Json<operations[K]["responses"][S]>;
};

/**
 * A handler for operation K: request body, query and path parameters typed as the contract declares them
 * (the routes validate them against the same contract first), and `reply.status(s).send(body)` checked against the
 * contract's response for s. A contract change a handler no longer satisfies fails the typecheck.
 */
export type OperationHandler<K extends OperationId> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  { Body: BodyOf<K>; Querystring: Params<K, "query">; Params: Params<K, "path">; Reply: RepliesOf<K> }
>;

/** One handler per implemented operation, each typed by its operationId. */
export type Handlers = { [K in OperationId]?: OperationHandler<K> };
