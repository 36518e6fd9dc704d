import { SINGLE_LINE_PATTERN } from "@griya/domain/single-line";
import * as msg from "@griya/domain/validation-messages";

/** The parts of an Ajv error we read (Fastify passes Ajv's errors through). */
export type SchemaError = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
};

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

function fieldOf(error: SchemaError, context: string | undefined): string {
  const base = error.instancePath.replace(/^\//, "").split("/").join(".");
  if (error.keyword === "required") {
    const missing = textOf(error.params.missingProperty);
    return base ? `${base}.${missing}` : missing;
  }
  if (error.keyword === "additionalProperties") {
    const extra = textOf(error.params.additionalProperty);
    return base ? `${base}.${extra}` : extra;
  }
  return base || (context === "body" ? "body" : (context ?? "request"));
}

function messageOf(error: SchemaError, field: string): string {
  const last =
    field
      .split(".")
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? field;
  const label = msg.labelFor(last);
  const p = error.params;
  switch (error.keyword) {
    case "required":
      return msg.required(label);
    case "format":
      return p.format === "email" ? msg.email() : msg.pattern(label);
    case "minLength":
      return Number(p.limit) === 1 ? msg.required(label) : msg.minLength(label, Number(p.limit));
    case "maxLength":
      return msg.maxLength(label, Number(p.limit));
    case "minimum":
    case "exclusiveMinimum":
      return msg.min(label, Number(p.limit));
    case "maximum":
    case "exclusiveMaximum":
      return msg.max(label, Number(p.limit));
    case "minItems":
      return msg.required(label);
    case "maxItems":
      return msg.maxItems(label, Number(p.limit));
    case "pattern":
      // The single-line rule (ADR 0056) says what is wrong: a line break or another control character.
      return p.pattern === SINGLE_LINE_PATTERN ? msg.controlCharacter(label) : msg.pattern(label);
    case "enum":
    case "const":
      return msg.oneOf(label);
    case "type": {
      const t = String(p.type);
      if (t.includes("integer")) return msg.integer(label);
      if (t.includes("number")) return msg.number(label);
      if (t.includes("boolean")) return msg.boolean(label);
      if (t.includes("null") && t.includes("string")) return msg.pattern(label);
      return msg.pattern(label);
    }
    case "additionalProperties":
      return msg.unknownField(label);
    default:
      return msg.pattern(label);
  }
}

/** Turns schema errors into the 470 errors map: field → Indonesian messages (no duplicates). */
export function toFieldErrors(errors: SchemaError[], context?: string): Record<string, string[]> {
  // No prototype: a field named "constructor" or "__proto__" must not find Object's own members.
  const out = Object.create(null) as Record<string, string[]>;
  for (const e of errors) {
    // Ajv adds a summary "must match then schema" error beside the real one; the real one names the field.
    if (e.keyword === "if") continue;
    const field = fieldOf(e, context);
    const text = messageOf(e, field);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}
