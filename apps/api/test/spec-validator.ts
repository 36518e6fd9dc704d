import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { listOperations, loadSpec, type OpenApiDocument } from "../src/platform/openapi/load-spec.js";

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat("binary", true);

// operationId (or UNROUTED_KEY) → status → response schema. Validators are compiled on first use: a test file
// answers a handful of operations, and compiling all of them in every file cost about a second each.
type Schemas = Map<string, Map<string, object>>;
let schemas: Promise<Schemas> | undefined;
const validators = new WeakMap<object, ValidateFunction>();

// Answers given before an operation is chosen, and the shared response (components/responses) each must match.
const UNROUTED: Record<number, string> = {
  404: "NotFound",
  405: "MethodNotAllowed",
  414: "UriTooLong",
  431: "RequestHeaderFieldsTooLarge",
};
const UNROUTED_KEY = "(unrouted)";

function collect(spec: OpenApiDocument): Schemas {
  const out: Schemas = new Map();
  const shared =
    (spec as { components?: { responses?: Record<string, { content?: Record<string, { schema?: object }> }> } })
      .components?.responses ?? {};
  out.set(
    UNROUTED_KEY,
    new Map(
      Object.entries(UNROUTED).map(([status, name]) => {
        const schema = shared[name]?.content?.["application/json"]?.schema;
        if (!schema) throw new Error(`components/responses/${name} is missing from the spec`);
        return [status, schema];
      }),
    ),
  );
  for (const { operation } of listOperations(spec)) {
    const byStatus = new Map<string, object>();
    for (const [status, response] of Object.entries(operation.responses)) {
      const schema = response.content?.["application/json"]?.schema;
      if (schema) byStatus.set(status, schema);
    }
    out.set(operation.operationId, byStatus);
  }
  return out;
}

function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** Checks one response against the spec: its status must be documented and its JSON body must match. */
export async function specViolation(
  operationId: string | undefined,
  status: number,
  body: unknown,
): Promise<string | undefined> {
  schemas ??= loadSpec().then(collect);
  const all = await schemas;
  const byStatus = all.get(operationId ?? UNROUTED_KEY);
  if (!byStatus) return `operation ${operationId} is not in the spec`;
  const schema = byStatus.get(String(status)) ?? byStatus.get(`${String(status)[0]}XX`) ?? byStatus.get("default");
  if (!schema) return `${operationId ?? "unrouted"}: status ${status} is not documented`;
  const validate = validatorFor(schema);
  if (!validate(body)) {
    return `${operationId ?? "unrouted"} ${status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 500)}`;
  }
  return undefined;
}
