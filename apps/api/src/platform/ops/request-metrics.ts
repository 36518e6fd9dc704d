import type { FastifyInstance } from "fastify";
import { httpRequestDuration, statusClass } from "./metrics.js";

/** Times every answered request under its operationId ("none" for paths the contract does not have). */
export function installRequestMetrics(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    const operation = request.routeOptions.config?.operationId ?? "none";
    httpRequestDuration.observe(
      { operation, method: request.method, status_class: statusClass(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
