import { forbiddenCharacter, labelFor } from "@griya/domain/validation-messages";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { validationFailed } from "./http-error.js";

const NUL = "\u0000";

/** "x-timezone" → "X-Timezone": headers are named in errors as the contract spells them. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

/**
 * The fields of `value` whose text (or key) holds a NUL character, as the 470 errors map names them ("products.0.name").
 * Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function nulCharacterErrors(value: unknown, root: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const refuse = (field: string) => {
    errors[field] ??= [forbiddenCharacter(labelFor(field))];
  };
  const stack: { value: unknown; field: string }[] = [{ value, field: root }];
  while (stack.length > 0) {
    const { value: current, field } = stack.pop()!;
    const child = (key: string) => (field ? `${field}.${key}` : key);
    if (typeof current === "string") {
      if (current.includes(NUL)) refuse(field || "body");
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, field: child(String(i)) }));
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) refuse(child(key.replaceAll(NUL, "")) || "body");
        else stack.push({ value: item, field: child(key) });
      }
    }
  }
  return errors;
}

/**
 * No field of the contract accepts a NUL character, and PostgreSQL cannot store one in text: refused here, once for
 * every operation, before schema validation (preValidation), in the query, path, headers and JSON body alike.
 * Multipart text fields are read by their handlers, which call nulCharacterErrors themselves.
 */
export function refuseNulCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const errors = {
    ...nulCharacterErrors(request.params, ""),
    ...nulCharacterErrors(request.query, ""),
    ...headerErrors(request.headers),
    ...nulCharacterErrors(request.body, ""),
  };
  done(Object.keys(errors).length > 0 ? validationFailed(errors) : undefined);
}

/** Headers holding a NUL character, by their contract name (named only then: every request passes here). */
function headerErrors(headers: FastifyRequest["headers"]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (!values.some((item) => item?.includes(NUL))) continue;
    const field = headerName(name);
    errors[field] = [forbiddenCharacter(field)];
  }
  return errors;
}
