import fastJsonStringify from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";

type Serialize = (data: unknown) => string;

// The contract is loaded once per process and its $refs resolved in place, so routes (and every app built in
// one process, as the tests do) share schema objects: each is compiled once.
const compiled = new WeakMap<object, Serialize>();

/**
 * Serialises each answer from its response schema in the contract: faster than JSON.stringify, and fields the
 * contract does not declare (additionalProperties: false) never leave the server.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<object> = ({ schema }) => {
  // Compiled on the first answer that needs it, not when the route is registered: a process answers far fewer
  // (operation, status) pairs than the contract declares, and each compile costs milliseconds at start-up.
  let serialize = compiled.get(schema);
  return (data) => {
    if (!serialize) {
      serialize = compiled.get(schema) ?? (fastJsonStringify(schema) as Serialize);
      compiled.set(schema, serialize);
    }
    return serialize(data);
  };
};
