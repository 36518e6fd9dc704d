import type { FastifyInstance } from "fastify";

/** Health and readiness probes: an orchestrator asks every few seconds, so they are kept out of request logs. */
const PROBE_OPERATIONS: ReadonlySet<string> = new Set(["getHealth", "getReadiness"]);

/** Logs probe requests only at warn and above (errors still show). Install before the routes are registered. */
export function quietProbes(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const operationId = route.config?.operationId;
    if (operationId && PROBE_OPERATIONS.has(operationId)) route.logLevel = "warn";
  });
}
