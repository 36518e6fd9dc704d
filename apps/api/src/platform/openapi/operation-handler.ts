import type { operations } from "@griya/api-client/schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Refusal, RefusalStatus } from "./refusal.js";

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

/** The JSON bodies of K's 2xx answers (a file or page sent through `reply` has none to return). */
type SuccessOf<K extends OperationId> = {
  [S in keyof RepliesOf<K>]: `${S & number}` extends `2${string}`
    ? unknown extends RepliesOf<K>[S]
      ? never
      : RepliesOf<K>[S]
    : never;
}[keyof RepliesOf<K>];

/** The refusals K declares: one per refusal status its contract lists, with that status's body (ADR 0059). */
export type RefusalOf<K extends OperationId> = {
  [S in keyof RepliesOf<K>]: S extends RefusalStatus ? Refusal<S, RepliesOf<K>[S]> : never;
}[keyof RepliesOf<K>];

type Route<K extends OperationId> = {
  Body: BodyOf<K>;
  Querystring: Params<K, "query">;
  Params: Params<K, "path">;
  Reply: RepliesOf<K>;
};

/** What a handler of K may return: a 2xx body, a declared refusal, or the reply it sent itself. */
type AnswerOf<K extends OperationId> = SuccessOf<K> | RefusalOf<K> | FastifyReply<Route<K>> | void;

/**
 * A handler for operation K: request body, query and path parameters typed as the contract declares them
 * (the routes validate them against the same contract first), `reply.status(s).send(body)` checked against the
 * contract's response for s, and the value it returns checked against K's 2xx bodies and declared refusals. A
 * contract change a handler no longer satisfies fails the typecheck.
 */
export type OperationHandler<K extends OperationId> = (
  request: FastifyRequest<Route<K>>,
  reply: FastifyReply<Route<K>>,
) => Promise<AnswerOf<K>>;

/** One handler per implemented operation, each typed by its operationId. */
export type Handlers = { [K in OperationId]?: OperationHandler<K> };
