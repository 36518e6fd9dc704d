import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import type { Config } from "./config.js";
import { openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { seed } from "./db/seed/seed.js";
import { startOrderExpiryJob } from "./jobs/order-expiry-job.js";

/** Opens the database, applies migrations, seeds reference (and demo) data, and builds the app. */
export async function startApi(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  await migrate(database);
  await seed(database, { demo: config.seedDemo });
  const app = await buildApp(config, database);
  // Every process runs the job; SKIP LOCKED lets them share the work.
  const orderExpiry = startOrderExpiryJob(database.db, config.orderExpiryIntervalSeconds, app.log);
  app.addHook("onClose", async () => {
    await orderExpiry.stop();
    await database.close();
  });
  return app;
}
