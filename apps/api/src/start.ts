import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import type { Config } from "./config.js";
import { openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { seed } from "./db/seed/seed.js";

/** Opens the database, applies migrations, seeds reference (and demo) data, and builds the app. */
export async function startApi(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  await migrate(database);
  await seed(database, { demo: config.seedDemo });
  const app = await buildApp(config, database);
  app.addHook("onClose", async () => database.close());
  return app;
}
