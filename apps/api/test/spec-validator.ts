import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { listOperations, loadSpec, type OpenApiDocument } from "../src/openapi/load-spec.js";

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat("binary", true);

type Compiled = Map<string, Map<string, ValidateFunction>>;
let compiled: Promise<Compiled> | undefined;

function compile(spec: OpenApiDocument): Compiled {
  const out: Compiled = new Map();
  for (const { operation } of listOperations(spec)) {
    const byStatus = new Map<string, ValidateFunction>();
    for (const [status, response] of Object.entries(operation.responses)) {
      const schema = response.content?.["application/json"]?.schema;
      if (schema) byStatus.set(status, ajv.compile(schema));
    }
    out.set(operation.operationId, byStatus);
  }
  return out;
}

/** Checks one response against the spec: its status must be documented and its JSON body must match. */
export async function specViolation(operationId: string | undefined, status: number, body: unknown): Promise<string | undefined> {
  compiled ??= loadSpec().then(compile);
  const all = await compiled;
  if (!operationId) {
    // Unknown paths: the shared 404 shape.
    return status === 404 && typeof (body as { errors?: unknown })?.errors === "string"
      ? undefined
      : `unrouted response ${status} ${JSON.stringify(body)}`;
  }
  const byStatus = all.get(operationId);
  if (!byStatus) return `operation ${operationId} is not in the spec`;
  const validate = byStatus.get(String(status)) ?? byStatus.get(`${String(status)[0]}XX`) ?? byStatus.get("default");
  if (!validate) return `${operationId}: status ${status} is not documented`;
  if (!validate(body)) {
    return `${operationId} ${status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 500)}`;
  }
  return undefined;
}
