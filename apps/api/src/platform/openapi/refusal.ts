import type { Schemas } from "@griya/api-client/schema";
import { MESSAGES } from "../http/http-error.js";

/** The statuses a rule answers with (ADR 0059); 401, 429 and the request guards' 403 stay thrown. */
export type RefusalStatus = 403 | 404 | 409 | 422 | 462 | 470;

/**
 * An expected refusal: the status and body a handler answers when a rule says no. A handler returns it and its
 * route sends it (register-routes.ts). `OperationHandler<K>` accepts only the refusals K's contract declares, each
 * with that status's body, so a body that does not match or a status K does not list fails the typecheck.
 */
export class Refusal<S extends RefusalStatus = RefusalStatus, B = unknown> {
  // A private member makes the type nominal: a plain { status, body } object cannot pass for a Refusal, which the
  // route recognises with instanceof.
  declare private readonly nominal: never;

  constructor(
    readonly status: S,
    readonly body: B,
  ) {}
}

type ErrorMessage = Schemas["ErrorMessage"];

/**
 * A refusal whose body is the contract's schema for that status, written in place: an object literal with a
 * property the schema does not declare fails the typecheck here, before the operation's own check.
 */
export function refuse<S extends 404 | 409>(status: S, body: ErrorMessage): Refusal<S, ErrorMessage>;
export function refuse(status: 403, body: Schemas["AccessRefusal"]): Refusal<403, Schemas["AccessRefusal"]>;
export function refuse(status: 403, body: Schemas["LoginRefusal"]): Refusal<403, Schemas["LoginRefusal"]>;
export function refuse(status: 422, body: Schemas["BusinessRefusal"]): Refusal<422, Schemas["BusinessRefusal"]>;
export function refuse(status: 462, body: Schemas["PromoNotUsable"]): Refusal<462, Schemas["PromoNotUsable"]>;
export function refuse(status: 470, body: Schemas["ValidationFailed"]): Refusal<470, Schemas["ValidationFailed"]>;
export function refuse(status: RefusalStatus, body: unknown): Refusal {
  return new Refusal(status, body);
}

/** 404 with an Indonesian text. */
export const notFound = (message: string = MESSAGES.notFound) => refuse(404, { errors: message });

/** 403 for an action the caller may not take (not a request guard: those throw, see authenticate.ts). */
export const forbidden = (message: string) => refuse(403, { errors: message });

/** 470: Indonesian messages per field, under the contract's general text. */
export const invalidFields = (errors: Record<string, string[]>) =>
  refuse(470, { message: MESSAGES.validation, errors });

/** 470 on one field with one message. */
export const invalidField = (field: string, message: string) => invalidFields({ [field]: [message] });
