import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import type { Config } from "./platform/config.js";
import { openDatabase } from "./platform/db/client.js";
import { migrate } from "./platform/db/migrate.js";
import { loadClockOffset } from "./platform/db/clock-offset-repository.js";
import { seedBannerDemo } from "./seed/banner-seed.js";
import { seedListingDemo } from "./seed/listing-seed.js";
import { seed } from "./seed/seed.js";
import { warnAboutSandboxInProduction } from "./kernels/payments/sandbox-in-production.js";
import { startListingMetricsJob } from "./jobs/listing-metrics-job.js";
import { startBusinessJobs } from "./jobs/business-jobs.js";

/** Opens the database, applies migrations, seeds reference (and demo) data, and builds the app. */
export async function startApi(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  await migrate(database);
  // A development clock moved earlier stays moved (ADR 0062).
  await loadClockOffset(database.db, config.env);
  await seed(database, { demo: config.seedDemo });
  const app = await buildApp(config, database);
  warnAboutSandboxInProduction(config, app.log);
  // A wrong bucket or key stops the start here rather than failing every upload later.
  await app.storage.check?.();
  // Demo listings and banners need the file storage for their pictures, so they are seeded once the app has it.
  if (config.seedDemo) await seedListingDemo(database, app.storage);
  if (config.seedDemo) await seedBannerDemo(database, app.storage);
  // Every process runs the job; SKIP LOCKED lets them share the work.
  const jobs = startBusinessJobs(app);
  const listingMetrics = startListingMetricsJob(
    database.db,
    app.listingMetrics,
    config.metricsFlushIntervalSeconds,
    app.log,
  );
  // Closing: no new job run starts while the requests in flight finish (stop() is idempotent).
  app.addHook("preClose", async () => {
    for (const job of jobs) void job.stop();
  });
  app.addHook("onClose", async () => {
    // A running job finishes; the metrics job's stop() writes what is still in memory; then the database closes.
    await Promise.all([...jobs.map((job) => job.stop()), listingMetrics.stop()]);
    await database.close();
  });
  return app;
}
