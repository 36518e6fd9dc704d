import { join } from "node:path";
import $RefParser from "@apidevtools/json-schema-ref-parser";
import { bundledAsset } from "../bundled-asset.js";
import { findRepoRoot } from "../repo-root.js";

export type SchemaObject = Record<string, unknown>;
export type ParameterObject = {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  schema?: SchemaObject;
};
export type OperationObject = {
  operationId: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: SchemaObject }> };
  responses: Record<string, { content?: Record<string, { schema?: SchemaObject }> }>;
  security?: Record<string, string[]>[];
  "x-addition"?: boolean;
  /** Largest request body in bytes for this operation (below the app-wide 1 MB). */
  "x-body-limit"?: number;
};
type PathItem = Partial<Record<HttpMethod, OperationObject>> & { parameters?: ParameterObject[] };
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, PathItem>;
  security?: Record<string, string[]>[];
};

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

/** The build's bundled openapi.json next to dist/main.js, else the repository's openapi/openapi.yaml. */
function specPath(): string {
  return bundledAsset("openapi.json") ?? join(findRepoRoot(), "openapi", "openapi.yaml");
}

let cached: Promise<OpenApiDocument> | undefined;

/** The contract with every $ref (across files) resolved in place; loaded once per process. */
export function loadSpec(path = specPath()): Promise<OpenApiDocument> {
  cached ??= $RefParser.dereference(path) as Promise<unknown> as Promise<OpenApiDocument>;
  return cached;
}

export type SpecOperation = {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  parameters: ParameterObject[];
};

export function listOperations(spec: OpenApiDocument): SpecOperation[] {
  const out: SpecOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      out.push({ method, path, operation, parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])] });
    }
  }
  return out;
}
