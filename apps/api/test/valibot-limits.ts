// Reads the field limits out of a valibot schema (its pipes' length, value and regex actions) in the words of JSON
// Schema, so they can be compared with the contract's (contract-domain-limits.test.ts).

/** The limits of one field, named as in JSON Schema; lengths of a list are minItems / maxItems. */
export type FieldLimits = {
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
};

type Node = {
  kind?: string;
  type?: string;
  requirement?: unknown;
  pipe?: readonly Node[];
  wrapped?: Node;
  options?: readonly Node[];
  entries?: Record<string, Node>;
  item?: Node;
};

const STRICTER = {
  minLength: Math.max,
  maxLength: Math.min,
  minItems: Math.max,
  maxItems: Math.min,
  minimum: Math.max,
  maximum: Math.min,
} as const;

/** What a schema lets through: a list when any union option is one (form fields take "one or many"). */
function baseOf(node: Node): string | undefined {
  if (node.type === "array" || node.type === "string" || node.type === "number") return node.type;
  if (node.wrapped) return baseOf(node.wrapped);
  const bases = (node.options ?? []).map(baseOf);
  return bases.includes("array") ? "array" : undefined;
}

/** A minimum length of 0 is no limit. */
function put(limits: FieldLimits, key: keyof typeof STRICTER, value: number): void {
  if (value === 0 && (key === "minLength" || key === "minItems")) return;
  limits[key] = limits[key] === undefined ? value : STRICTER[key](limits[key], value);
}

/**
 * The limits a field's schema enforces, through optional/nullable wrappers, unions and nested pipes (a value
 * trimmed and then checked again counts once; two bounds of one kind keep the stricter). Opaque checks
 * (v.check, v.rawTransform) are invisible here; nested objects and list items are not descended into.
 */
export function fieldLimits(schema: unknown, limits: FieldLimits = {}, base?: string): FieldLimits {
  const node = schema as Node;
  if (node.kind === "schema") {
    if (node.wrapped) fieldLimits(node.wrapped, limits, base);
    for (const option of node.options ?? []) fieldLimits(option, limits, base);
    // An action limits the value as the last schema before it in the pipe left it (a string, a list, a number).
    let current = baseOf(node) ?? base;
    for (const step of (node.pipe ?? []).slice(1)) {
      fieldLimits(step, limits, current);
      if (step.kind === "schema") current = baseOf(step) ?? current;
    }
    return limits;
  }
  if (node.kind !== "validation") return limits;
  const n = node.requirement as number;
  const list = base === "array";
  if (node.type === "non_empty") put(limits, list ? "minItems" : "minLength", 1);
  else if (node.type === "min_length") put(limits, list ? "minItems" : "minLength", n);
  else if (node.type === "max_length") put(limits, list ? "maxItems" : "maxLength", n);
  else if (node.type === "length") {
    put(limits, list ? "minItems" : "minLength", n);
    put(limits, list ? "maxItems" : "maxLength", n);
  } else if (node.type === "min_value") put(limits, "minimum", n);
  else if (node.type === "max_value") put(limits, "maximum", n);
  else if (node.type === "regex") limits.pattern = node.requirement as RegExp;
  return limits;
}

/** The entries of an object schema, also when it sits in a pipe (object-level checks after it). */
export function objectEntries(schema: unknown): Record<string, unknown> {
  const node = schema as Node;
  if (node.entries) return node.entries;
  throw new Error(`not an object schema: ${node.type ?? typeof schema}`);
}
