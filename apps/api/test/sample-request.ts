import type { SchemaObject, SpecOperation } from "../src/platform/openapi/load-spec.js";

const SAMPLE_UUID = "00000000-0000-4000-8000-000000000000";
// Strings tried in turn against a schema's pattern and lengths: region ids, phone, dates, times, codes, digits.
const PATTERN_SAMPLES = [
  "31",
  "31.71",
  "31.71.06",
  "31.71.06.1001",
  "081234567890",
  "01-01-2099",
  "10:00",
  "ABCDEFGH",
  "123",
  "123456",
  "1234567890",
  "1234567890123456",
  "Asia/Jakarta",
  "a",
];

function patternSample(schema: SchemaObject): string | undefined {
  const pattern = new RegExp(String(schema.pattern));
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Number.POSITIVE_INFINITY);
  return PATTERN_SAMPLES.find((s) => pattern.test(s) && s.length >= min && s.length <= max);
}

/**
 * A value the schema accepts, as small as possible: enough for a request to pass validation and reach the
 * preHandlers (the guard), not a meaningful request.
 */
export function sampleOf(schema: SchemaObject | undefined): unknown {
  if (!schema) return "a";
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  for (const key of ["oneOf", "anyOf", "allOf"] as const) {
    const options = schema[key] as SchemaObject[] | undefined;
    if (options?.length)
      return key === "allOf" ? Object.assign({}, ...options.map((o) => sampleOf(o) as object)) : sampleOf(options[0]);
  }
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).find((t) => t !== "null")
    : (schema.type as string | undefined);
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, sampleOf(properties[key])]));
    }
    case "array":
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleOf(schema.items as SchemaObject));
    case "integer":
    case "number": {
      const min = Number(
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? Number(schema.exclusiveMinimum) + 1 : 1),
      );
      const step = Number(schema.multipleOf ?? 1);
      return Math.ceil(min / step) * step;
    }
    case "boolean":
      return true;
    default: {
      if (schema.format === "uuid") return SAMPLE_UUID;
      if (schema.format === "email") return "contoh@contoh.id";
      if (schema.format === "date") return "2099-01-01";
      if (schema.format === "date-time") return "2099-01-01T00:00:00Z";
      if (typeof schema.pattern === "string") return patternSample(schema) ?? "a";
      return "a".repeat(Math.max(1, Number(schema.minLength ?? 1)));
    }
  }
}

/** method, url (path and required query parameters filled in) and a JSON body the contract accepts. */
export function sampleRequest(op: SpecOperation): { method: "GET"; url: string; payload?: object } {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.parameters.find((p) => p.in === "path" && p.name === name);
    return encodeURIComponent(String(sampleOf(param?.schema)));
  });
  const query = op.parameters
    .filter((p) => p.in === "query" && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sampleOf(p.schema)))}`)
    .join("&");
  const body = op.operation.requestBody?.content?.["application/json"]?.schema;
  return {
    method: op.method.toUpperCase() as "GET",
    url: query ? `${path}?${query}` : path,
    ...(body ? { payload: sampleOf(body) as object } : {}),
  };
}
