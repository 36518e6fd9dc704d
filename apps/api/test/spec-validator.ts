import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { listOperations, loadSpec, type OpenApiDocument } from "../src/openapi/load-spec.js";

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat("binary", true);

type Compiled = Map<string, Map<string, ValidateFunction>>;
let compiled: Promise<Compiled> | undefined;

// Answers given before an operation is chosen, and the shared response (components/responses) each must match.
const UNROUTED: Record<number, string> = {
  404: "NotFound",
  405: "MethodNotAllowed",
  414: "UriTooLong",
  431: "RequestHeaderFieldsTooLarge",
};
const UNROUTED_KEY = "(unrouted)";

function compile(spec: OpenApiDocument): Compiled {
  const out: Compiled = new Map();
  const shared =
    (spec as { components?: { responses?: Record<string, { content?: Record<string, { schema?: object }> }> } })
      .components?.responses ?? {};
  out.set(
    UNROUTED_KEY,
    new Map(
      Object.entries(UNROUTED).map(([status, name]) => {
        const schema = shared[name]?.content?.["application/json"]?.schema;
        if (!schema) throw new Error(`components/responses/${name} is missing from the spec`);
        return [status, ajv.compile(schema)];
      }),
    ),
  );
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
export async function specViolation(
  operationId: string | undefined,
  status: number,
  body: unknown,
): Promise<string | undefined> {
  compiled ??= loadSpec().then(compile);
  const all = await compiled;
  const byStatus = all.get(operationId ?? UNROUTED_KEY);
  if (!byStatus) return `operation ${operationId} is not in the spec`;
  const validate = byStatus.get(String(status)) ?? byStatus.get(`${String(status)[0]}XX`) ?? byStatus.get("default");
  if (!validate) return `${operationId ?? "unrouted"}: status ${status} is not documented`;
  if (!validate(body)) {
    return `${operationId ?? "unrouted"} ${status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 500)}`;
  }
  return undefined;
}
