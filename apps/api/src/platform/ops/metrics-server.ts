import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { collectDefaultMetrics } from "prom-client";
import type { AppDb } from "../db/client.js";
import { metricsRegistry, setOutboxBacklogSource } from "./metrics.js";
import { outboxBacklog } from "./ops-repository.js";

export type MetricsServer = { port: number; close(): Promise<void> };

let defaultsCollected = false;

/**
 * GET /metrics in Prometheus' text format on its own port (METRICS_PORT), bound to METRICS_HOST (this machine by
 * default): the series are for the monitoring system, not for the public, and need no token on a private port.
 */
export async function startMetricsServer(options: { host: string; port: number; db: AppDb }): Promise<MetricsServer> {
  if (!defaultsCollected) {
    // Process CPU, memory, event-loop lag and garbage collection, as every Node exporter reports them.
    collectDefaultMetrics({ register: metricsRegistry });
    defaultsCollected = true;
  }
  setOutboxBacklogSource(() => outboxBacklog(options.db));
  const server: Server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { "content-type": metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        res
          .writeHead(500, { "content-type": "text/plain; charset=utf-8" })
          .end(`${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        setOutboxBacklogSource(undefined);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
