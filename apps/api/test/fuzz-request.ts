import fc from "fast-check";
import type { InjectOptions } from "fastify";
import type { ParameterObject, SchemaObject, SpecOperation } from "../src/platform/openapi/load-spec.js";
import { spoilEvery, withOneHostilePlace, type Sweep } from "./hostile-mutation.js";
import { multipartBody, type Part } from "./multipart-body.js";
import { arbitraryFor } from "./schema-arbitrary.js";

/** One generated call of an operation: everything but the credentials and the client address. */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** The parts a hostile change may touch: parameters, the JSON body, multipart text fields. */
type Parts = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  json?: unknown;
  form?: Record<string, unknown>;
};
type BodyKind = "none" | "raw" | "typed";

/** Raw JSON bodies a sloppy or hostile client sends, whatever the operation expects. */
const RAW_JSON_BODIES = [
  "",
  " ",
  "null",
  "[]",
  "{",
  '"x"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{}}}',
];

// A 1×1 PNG: a file part the image checks accept, so upload handlers read their text fields too.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

const text = (value: unknown) => (typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));

/** name → value for a list of parameters; optional ones are sometimes left out. */
function parametersArbitrary(params: ParameterObject[]): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(params.map((p) => [p.name, arbitraryFor(p.schema)]));
  return fc.record(model, { requiredKeys: params.filter((p) => p.required || p.in === "path").map((p) => p.name) });
}

function partsArbitrary(op: SpecOperation, kind: BodyKind): fc.Arbitrary<Parts> {
  const content = op.operation.requestBody?.content ?? {};
  const json = content["application/json"]?.schema;
  const form = content["multipart/form-data"]?.schema;
  const textFields = Object.fromEntries(
    Object.entries((form?.properties ?? {}) as Record<string, SchemaObject>).filter(([, s]) => s.format !== "binary"),
  );
  return fc.record({
    path: parametersArbitrary(op.parameters.filter((p) => p.in === "path")),
    query: parametersArbitrary(op.parameters.filter((p) => p.in === "query")),
    ...(kind === "typed" && json ? { json: arbitraryFor(json) } : {}),
    ...(kind === "typed" && form
      ? { form: arbitraryFor({ type: "object", properties: textFields }) as fc.Arbitrary<Record<string, unknown>> }
      : {}),
  });
}

function payloadOf(op: SpecOperation, parts: Parts, kind: BodyKind, raw: string, file: Buffer | undefined) {
  if (kind === "raw") return { payload: raw, headers: { "content-type": "application/json" } };
  if (parts.json !== undefined)
    return { payload: JSON.stringify(parts.json) ?? "", headers: { "content-type": "application/json" } };
  if (parts.form !== undefined) {
    const form = op.operation.requestBody?.content?.["multipart/form-data"]?.schema;
    const fileFields = Object.entries((form?.properties ?? {}) as Record<string, SchemaObject>).filter(
      ([, s]) => s.format === "binary",
    );
    const fileParts: Part[] = file
      ? fileFields.map(([name]) => ({ name, filename: "foto.png", contentType: "image/png", data: file }))
      : [];
    const textParts: Part[] = Object.entries(parts.form).map(([name, value]) => ({ name, value: text(value) }));
    return multipartBody([...textParts, ...fileParts]);
  }
  return { headers: {} as Record<string, string> };
}

function urlOf(op: SpecOperation, parts: Parts): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = text(parts.path[name]);
    // An empty segment would be another route; the router's own 404 is not what this checks.
    return encodeURIComponent(value === "" ? "x" : value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, text(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function headersArbitrary(op: SpecOperation): fc.Arbitrary<Record<string, string>> {
  // Header values stay printable: Node refuses anything else before the app sees it.
  return parametersArbitrary(op.parameters.filter((p) => p.in === "header")).map((values) =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([name, v]) => [name.toLowerCase(), text(v).replace(/[^\t\x20-\x7e]/g, "")]),
    ),
  );
}

function toRequest(
  op: SpecOperation,
  kind: BodyKind,
  parts: Parts,
  headers: Record<string, string>,
  raw: string,
  file: Buffer | undefined,
): FuzzRequest {
  const body = payloadOf(op, parts, kind, raw, file);
  return {
    method: op.method.toUpperCase(),
    url: urlOf(op, parts),
    headers: { ...headers, ...body.headers },
    ...("payload" in body ? { payload: body.payload } : {}),
  };
}

/**
 * Requests for one operation, derived only from its parameters and request body in the contract: half of them as the
 * schemas describe, half with one or two hostile places; now and then no body or a raw, broken JSON body.
 */
export function requestArbitrary(op: SpecOperation): fc.Arbitrary<FuzzRequest> {
  const kind = fc.constantFrom<BodyKind>("none", "raw", "typed", "typed", "typed", "typed");
  return kind
    .chain((k) =>
      fc.record({
        kind: fc.constant(k),
        parts: fc.oneof(
          partsArbitrary(op, k),
          // One or two hostile places: two find more on their own, one shows what a single bad field does.
          partsArbitrary(op, k)
            .chain((p) => withOneHostilePlace(p))
            .chain((p) => fc.oneof(fc.constant(p), withOneHostilePlace(p))),
        ) as fc.Arbitrary<Parts>,
        headers: headersArbitrary(op),
        raw: fc.constantFrom(...RAW_JSON_BODIES),
        file: fc.oneof(
          fc.constant(TINY_PNG),
          fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
          fc.constant(undefined),
        ),
      }),
    )
    .map(({ kind: k, parts, headers, raw, file }) => toRequest(op, k, parts, headers, raw, file));
}

/**
 * Three fixed requests per operation, tried before the random ones: one request as the schemas describe, with NUL
 * after every text, with every number 2^31, with every number 1e20. Whatever validation lets through of these
 * reaches SQL, so no 5xx here is the first thing the fuzzer checks.
 */
export function sweepRequests(op: SpecOperation, seed: number): FuzzRequest[] {
  const [base] = fc.sample(partsArbitrary(op, "typed"), { seed, numRuns: 1 });
  const sweeps: Sweep[] = ["nul", "int32", "huge"];
  return sweeps.map((sweep) => toRequest(op, "typed", spoilEvery(base, sweep) as Parts, {}, "", TINY_PNG));
}

export function toInject(request: FuzzRequest, token: string | undefined, remoteAddress: string): InjectOptions {
  return {
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}
