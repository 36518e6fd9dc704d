import type { Ajv } from "ajv";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { installErrorHandler } from "./http/error-handler.js";
import { checkTimeZoneHeader } from "./http/time-zone-header.js";
import { handlers } from "./handlers.js";
import { loadSpec } from "./openapi/load-spec.js";
import { registerSpecRoutes } from "./openapi/register-routes.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/** The API as a Fastify instance over an open database (migrated and seeded by the caller). */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : {
      level: config.logLevel,
      // Tokens and passwords never reach the log.
      redact: ["req.headers.authorization", "req.headers.cookie", "body.password"],
    },
    // A proxy (the portal) sits in front; X-Forwarded-For is trusted only from loopback.
    trustProxy: "127.0.0.1",
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: { allErrors: true, strict: false, coerceTypes: "array", removeAdditional: false },
      // File parts are checked by their handlers, not by JSON Schema.
      plugins: [(ajv: Ajv) => ajv.addFormat("binary", true)],
    },
  });
  app.decorate("config", config);
  app.decorate("database", database);
  installErrorHandler(app);
  app.addHook("preValidation", checkTimeZoneHeader);
  registerSpecRoutes(app, await loadSpec(), handlers);
  return app;
}
