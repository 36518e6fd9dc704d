import fc from "fast-check";
import type { SchemaObject } from "../src/platform/openapi/load-spec.js";

/**
 * Values a (dereferenced) JSON schema of the contract accepts, or nearly: they get requests past validation so they
 * reach the handlers and SQL. hostile-mutation.ts then spoils one leaf of some of them.
 */

export const INT32_MAX = 2_147_483_647;

function typesOf(schema: SchemaObject): string[] {
  const t = schema.type;
  if (Array.isArray(t)) return t as string[];
  if (typeof t === "string") return [t];
  if (schema.properties || schema.required) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

/** allOf of object schemas → one object schema (the contract uses allOf only to extend objects). */
function mergeAllOf(schemas: SchemaObject[]): SchemaObject {
  const merged: SchemaObject = { type: "object", properties: {}, required: [] };
  for (const s of schemas) {
    const flat = Array.isArray(s.allOf) ? mergeAllOf(s.allOf as SchemaObject[]) : s;
    Object.assign(merged.properties as object, flat.properties ?? {});
    (merged.required as string[]).push(...((flat.required as string[] | undefined) ?? []));
  }
  return merged;
}

/** The schema's own examples and default first: they are values the server knows (a real time zone, a seeded id). */
function withExamples(arb: fc.Arbitrary<unknown>, schema: SchemaObject): fc.Arbitrary<unknown> {
  const known = [
    ...((schema.examples as unknown[] | undefined) ?? []),
    ...("default" in schema ? [schema.default] : []),
  ];
  return known.length === 0
    ? arb
    : fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: arb, weight: 1 });
}

function stringArbitrary(schema: SchemaObject): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = Math.max(minLength, Math.min(typeof schema.maxLength === "number" ? schema.maxLength : 40, 40));
  // No filters: a filter that rarely passes makes fast-check spin. A value out of bounds is just refused with 470.
  const clip = (s: string) => (typeof schema.maxLength === "number" ? s.slice(0, schema.maxLength) : s);
  const dates = fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true });
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "email":
      return fc.emailAddress({ size: "xsmall" });
    case "date":
      return dates.map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return dates.map((d) => d.toISOString());
    case "uri":
      return fc.webUrl({ size: "xsmall" });
  }
  if (typeof schema.pattern === "string") {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: minLength > 2 ? "medium" : "xsmall" }).map(clip);
    } catch {
      // A pattern fast-check cannot invert: plain strings (mostly refused by the server, which is fine).
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    // Any code point, lone surrogates and control characters included.
    fc.string({ minLength, maxLength, unit: "binary" }),
  );
}

function numberArbitrary(schema: SchemaObject, integer: boolean): fc.Arbitrary<number> {
  const epsilon = integer ? 1 : Number.EPSILON;
  const min =
    typeof schema.minimum === "number"
      ? schema.minimum
      : typeof schema.exclusiveMinimum === "number"
        ? schema.exclusiveMinimum + epsilon
        : -INT32_MAX - 1;
  const max =
    typeof schema.maximum === "number"
      ? schema.maximum
      : typeof schema.exclusiveMaximum === "number"
        ? schema.exclusiveMaximum - epsilon
        : INT32_MAX;
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
  const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
  const step = typeof schema.multipleOf === "number" ? schema.multipleOf : 1;
  const small = Math.max(lo, 0);
  // Small values name real rows (ids 1, 2, 3…); the edges are where arithmetic overflows.
  return fc.oneof(
    fc.integer({ min: Math.ceil(lo / step), max: Math.floor(hi / step) }).map((n) => n * step),
    fc.integer({ min: small, max: Math.max(small, Math.min(hi, 10)) }).map((n) => Math.ceil(n / step) * step),
    fc.constantFrom(Math.ceil(lo / step) * step, Math.floor(hi / step) * step),
  );
}

/** The arbitrary for one schema; `depth` keeps very nested schemas finite. */
export function arbitraryFor(schema: SchemaObject | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.allOf)) return arbitraryFor(mergeAllOf(schema.allOf as SchemaObject[]), depth);
  const branches = (schema.oneOf ?? schema.anyOf) as SchemaObject[] | undefined;
  if (Array.isArray(branches)) return fc.oneof(...branches.map((b) => arbitraryFor(b, depth + 1)));
  const types = typesOf(schema);
  if (types.length === 0) return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  return fc.oneof(...types.map((type) => arbitraryForType(type, schema, depth)));
}

function arbitraryForType(type: string, schema: SchemaObject, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number":
      return withExamples(numberArbitrary(schema, type === "integer"), schema);
    case "string":
      return withExamples(stringArbitrary(schema), schema);
    case "array": {
      const items = arbitraryFor(schema.items as SchemaObject | undefined, depth + 1);
      const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === "number" ? schema.maxItems : 3, 3));
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
      const required = ((schema.required as string[] | undefined) ?? []).filter((k) => k in properties);
      const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, arbitraryFor(s, depth + 1)]));
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.constant(null);
  }
}
