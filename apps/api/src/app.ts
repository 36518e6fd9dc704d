import type { Ajv } from "ajv";
import Fastify, { type FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import type { Config } from "./platform/config.js";
import type { Database } from "./platform/db/client.js";
import { installAdmission } from "./platform/http/admission.js";
import { installDevToolsGuard } from "./platform/http/dev-tools-guard.js";
import { installErrorHandler } from "./platform/http/error-handler.js";
import { installRequestGuards } from "./platform/http/request-guards.js";
import { transportOptions } from "./platform/http/transport-errors.js";
import { checkTimeZoneHeader } from "./platform/http/time-zone-header.js";
import { echoRequestId, requestIdGenerator } from "./platform/http/request-id.js";
import { serializeRequest } from "./platform/http/request-log-serializer.js";
import { registerSecurityHeaders } from "./platform/http/security-headers.js";
import { serializeError } from "./platform/http/serialize-error.js";
import { createMessenger } from "./platform/messaging/create-messenger.js";
import type { Messenger } from "./platform/messaging/message.js";
import { handlers } from "./handlers.js";
import { ROUTE_AUTH } from "./kernels/auth/authenticate.js";
import { stampSessionWrites } from "./kernels/auth/own-writes.js";
import { SessionCache } from "./kernels/auth/session-cache.js";
import { loadSpec } from "./platform/openapi/load-spec.js";
import { registerSpecRoutes } from "./platform/openapi/register-routes.js";
import { MULTIPART_LIMITS } from "./kernels/files/upload-limits.js";
import { createPaymentGateway } from "./kernels/payments/create-payment-gateway.js";
import type { PaymentGateway } from "./kernels/payments/gateway.js";
import type { FileStorage } from "./platform/storage/file-storage.js";
import { createFileStorage } from "./platform/storage/create-file-storage.js";
import { publicFilesAt, type PublicFiles } from "./kernels/files/public-files.js";
import { quietProbes } from "./platform/ops/quiet-probes.js";
import { installRequestMetrics } from "./platform/ops/request-metrics.js";
import {
  LargeResultMemory,
  ListingMetrics,
  PopularPlacesMemory,
  ViewTokenKey,
  type PopularPlaces,
} from "./features/marketplace/index.js";
import { AreaDirectory } from "./features/regional/index.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: FileStorage;
    messenger: Messenger;
    /** Where the answers link public photos and avatars: the API, or the CDN S3_PUBLIC_URL names. */
    publicFiles: PublicFiles;
    /** The gateway PAYMENT_GATEWAY names: orders charge through it, notifications are verified with it. */
    paymentGateway: PaymentGateway;
    /** Visits, impressions and contacts of listings not yet written (flushed by a job, start.ts). */
    listingMetrics: ListingMetrics;
    /** The key signing the view tokens of pages a cache may keep (their beacons count the views, ADR 0075). */
    viewTokenKey: ViewTokenKey;
    /** Searches that passed the 10,000-result window lately: their repeats skip the count. */
    largeResults: LargeResultMemory;
    /** The marketplace home's most listed cities and areas, counted every few minutes. */
    popularPlaces: PopularPlacesMemory<PopularPlaces>;
    /** The area search over the districts, read once (docs/adr/0042). */
    areaDirectory: AreaDirectory;
    /** Signed-in sessions read lately, dropped when the database announces a change (docs/adr/0074). */
    sessionCache: SessionCache;
    /** Set when the process is shutting down: health and readiness answer 503 (ops/graceful-shutdown.ts). */
    draining: boolean;
  }
}

export type BuildOptions = {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
};

/** The API as a Fastify instance over an open database (migrated and seeded by the caller). */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            // Allow-lists only: a request is its method, path and harmless query values; an error its type, codes and
            // stack, never a query's parameters or a body (tokens, hashes, KTP numbers…).
            serializers: { req: serializeRequest, err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // X-Forwarded-For names the client only when it comes from a trusted proxy (API_TRUST_PROXY; the portal).
    trustProxy: config.trustProxy,
    // Our own id, or the portal's (one id per page request across both logs); Fastify logs it as reqId.
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    // While closing, requests on open connections are served (with Connection: close), not refused with a 503
    // outside the contract; readiness already tells load balancers to go elsewhere (ops/graceful-shutdown.ts).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // Long path parameters, oversized headers, broken requests: answered in the contract's error shape.
    ...transportOptions,
    ajv: {
      customOptions: { allErrors: true, strict: false, coerceTypes: "array", removeAdditional: false },
      // File parts are checked by their handlers, not by JSON Schema.
      plugins: [(ajv: Ajv) => ajv.addFormat("binary", true)],
    },
  });
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("storage", createFileStorage(config));
  app.addHook("onClose", async (instance) => instance.storage.close?.());
  // Public photos and avatars are linked on the CDN when S3_PUBLIC_URL names one, else served by the API.
  app.decorate("publicFiles", publicFilesAt(config.s3?.publicUrl));
  app.decorate("messenger", createMessenger(config, database.db));
  app.decorate("listingMetrics", new ListingMetrics());
  app.decorate("viewTokenKey", new ViewTokenKey(database.db));
  app.decorate("largeResults", new LargeResultMemory());
  app.decorate("popularPlaces", new PopularPlacesMemory<PopularPlaces>());
  app.decorate("areaDirectory", new AreaDirectory(database.db));
  app.decorate("draining", false);
  const sessionCache = new SessionCache();
  app.decorate("sessionCache", sessionCache);
  const stopListening = await database.listen("session_change", {
    message: (payload) => sessionCache.changed(payload),
    up: () => sessionCache.listening(),
    down: () => sessionCache.notListening(),
  });
  app.addHook("onClose", stopListening);
  app.decorate("paymentGateway", createPaymentGateway(config));
  // Uploads are read by their handlers (one file each); the limits stop oversized bodies while streaming.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  echoRequestId(app);
  // Next of the request hooks: a request refused for load costs nothing more than its id.
  installAdmission(app, config);
  registerSecurityHeaders(app);
  installErrorHandler(app);
  installDevToolsGuard(app);
  const spec = await loadSpec();
  installRequestGuards(app, spec);
  app.addHook("preValidation", checkTimeZoneHeader);
  quietProbes(app);
  installRequestMetrics(app);
  stampSessionWrites(app);
  registerSpecRoutes(app, spec, handlers, ROUTE_AUTH);
  return app;
}
