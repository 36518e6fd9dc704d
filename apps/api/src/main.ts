import { loadConfig } from "./platform/config.js";
import { installGracefulShutdown } from "./platform/ops/graceful-shutdown.js";
import { startMetricsServer } from "./platform/ops/metrics-server.js";
import { startApi } from "./start.js";

const config = loadConfig();
const app = await startApi(config);
await app.listen({ host: config.host, port: config.port });
const metrics = config.metricsPort
  ? await startMetricsServer({ host: config.metricsHost, port: config.metricsPort, db: app.database.db })
  : undefined;
if (metrics) app.log.info(`metrics on http://${config.metricsHost}:${metrics.port}/metrics`);
installGracefulShutdown(app, {
  drainMs: config.shutdownDrainMs,
  timeoutMs: config.shutdownTimeoutMs,
  alsoClose: metrics ? [metrics] : [],
});
