import type { Ajv } from "ajv";
import Fastify, { type FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { installErrorHandler } from "./http/error-handler.js";
import { checkTimeZoneHeader } from "./http/time-zone-header.js";
import { serializeRequest } from "./http/request-log-serializer.js";
import { serializeError } from "./http/serialize-error.js";
import { createMessenger } from "./messaging/create-messenger.js";
import type { Messenger } from "./messaging/message.js";
import { handlers } from "./handlers.js";
import { loadSpec } from "./openapi/load-spec.js";
import { registerSpecRoutes } from "./openapi/register-routes.js";
import { MULTIPART_LIMITS } from "./features/files/upload-limits.js";
import { setActivePaymentGateway } from "./payments/active-gateway.js";
import { createPaymentGateway } from "./payments/create-payment-gateway.js";
import type { FileStorage } from "./storage/file-storage.js";
import { createLocalDiskStorage } from "./storage/local-disk-storage.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: FileStorage;
    messenger: Messenger;
  }
}

export type BuildOptions = {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
};

/** The API as a Fastify instance over an open database (migrated and seeded by the caller). */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : {
      level: config.logLevel,
      // Allow-lists only: a request is its method, path and harmless query values; an error its type, codes and
      // stack, never a query's parameters or a body (tokens, hashes, KTP numbers…).
      serializers: { req: serializeRequest, err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
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
  app.decorate("storage", createLocalDiskStorage(config.filesDir));
  app.decorate("messenger", createMessenger(config, database.db));
  // createPayment (called from createOrder) charges through the gateway PAYMENT_GATEWAY names.
  setActivePaymentGateway(createPaymentGateway(config));
  // Uploads are read by their handlers (one file each); the limits stop oversized bodies while streaming.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  installErrorHandler(app);
  app.addHook("preValidation", checkTimeZoneHeader);
  registerSpecRoutes(app, await loadSpec(), handlers);
  return app;
}
