import { randomBytes } from "node:crypto";
import { join } from "node:path";
import * as v from "valibot";
import { parseFeatureFlags, type FeatureFlags } from "@griya/domain/feature-flags";
import { parseTrustProxy, TRUST_PROXY_FORMAT, type TrustProxy } from "./http/trust-proxy.js";
import { tryFindRepoRoot } from "./repo-root.js";

const boolString = v.pipe(
  v.picklist(["true", "false", "1", "0"]),
  v.transform((s) => s === "true" || s === "1"),
);
const port = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(65535));
const positiveInt = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1));
/** The metrics flush interval: counts reach the database at least every minute (docs/product/listings.md). */
const flushSeconds = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(60));
/** A job interval; 0 turns the job off. */
const seconds = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0));
/** The place numbers' interval: the landing pages promise numbers at most 15 minutes old (0 turns it off). */
const statsSeconds = v.pipe(seconds, v.maxValue(900));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "development"),
  API_HOST: v.optional(v.string(), "127.0.0.1"),
  API_PORT: v.optional(port, "3001"),
  API_TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => parseTrustProxy(s) !== undefined, TRUST_PROXY_FORMAT),
    ),
  ),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must start with postgres://"))),
  DATABASE_READ_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must start with postgres://"))),
  DATA_DIR: v.optional(v.string()),
  FILES_DIR: v.optional(v.string()),
  FILES_DRIVER: v.optional(v.picklist(["disk", "s3"]), "disk"),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3–63 of a–z, 0–9, . and -)"),
    ),
  ),
  S3_REGION: v.optional(v.pipe(v.string(), v.minLength(1)), "us-east-1"),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, "must start with http(s)://"))),
  S3_FORCE_PATH_STYLE: v.optional(boolString, "false"),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  // Photo URLs must stay within the contract's 255 characters.
  S3_PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.url(),
      v.regex(/^https?:\/\/[^?#]+$/, "must be an http(s):// URL without ? or #"),
      v.maxLength(150),
    ),
  ),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url()), "http://localhost:3000"),
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email()), "bantuan@griya.id"),
  SALES_EMAIL: v.optional(v.pipe(v.string(), v.email()), "sales@griya.id"),
  LOG_LEVEL: v.optional(v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  SEED_DEMO: v.optional(boolString, "true"),
  TOKEN_TTL_HOURS: v.optional(positiveInt, "24"),
  TOKEN_TTL_REMEMBER_DAYS: v.optional(positiveInt, "365"),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, "must start with smtp:// or smtps://"))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), "Griya <no-reply@griya.id>"),
  // No default here: production must name its gateway (below); elsewhere the sandbox is the default.
  PAYMENT_GATEWAY: v.optional(v.picklist(["sandbox", "midtrans"])),
  MIDTRANS_SERVER_KEY: v.optional(v.pipe(v.string(), v.minLength(8))),
  MIDTRANS_BASE_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, "must start with http(s)://")),
    "https://api.sandbox.midtrans.com",
  ),
  SANDBOX_SERVER_KEY: v.optional(v.pipe(v.string(), v.minLength(8))),
  ORDER_EXPIRY_INTERVAL_SECONDS: v.optional(seconds, "60"),
  REPOST_SCHEDULE_INTERVAL_SECONDS: v.optional(seconds, "60"),
  LISTING_EXPIRY_INTERVAL_SECONDS: v.optional(seconds, "300"),
  PHOTO_RECLAIM_INTERVAL_SECONDS: v.optional(seconds, "3600"),
  PLACE_STATS_INTERVAL_SECONDS: v.optional(statsSeconds, "600"),
  METRICS_FLUSH_INTERVAL_SECONDS: v.optional(flushSeconds, "60"),
  METRICS_PORT: v.optional(port),
  METRICS_HOST: v.optional(v.string(), "127.0.0.1"),
  API_MAX_IN_FLIGHT: v.optional(positiveInt, "32"),
  API_MAX_EVENT_LOOP_DELAY_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0))),
  SHUTDOWN_TIMEOUT_MS: v.optional(positiveInt, "25000"),
  SHUTDOWN_DRAIN_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0))),
  FEATURE_FLAGS: v.optional(
    v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (dataset.typed) {
          const parsed = parseFeatureFlags(dataset.value);
          if (!parsed.ok) addIssue({ message: parsed.error });
        }
      }),
    ),
  ),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  /** The proxies whose X-Forwarded-For names the client (rate limits, development tools). */
  trustProxy: TrustProxy;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL that serves the public reads (docs/adr/0072); undefined = the primary. */
  databaseReadUrl: string | undefined;
  dataDir: string;
  /** Root of the local file storage (avatars, photos, documents) with FILES_DRIVER=disk. */
  filesDir: string;
  /** FILES_DRIVER=s3: the S3-compatible bucket that holds them instead; undefined on the local disk. */
  s3: S3Config | undefined;
  publicUrl: string;
  supportEmail: string;
  /** Where KPR consultation requests are e-mailed. */
  salesEmail: string;
  logLevel: string;
  seedDemo: boolean;
  tokenTtlHours: number;
  tokenTtlRememberDays: number;
  /** nodemailer SMTP URL; without it e-mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  payments: PaymentsConfig;
  /** How often each process runs the order-expiry job; 0 = never. */
  orderExpiryIntervalSeconds: number;
  /** How often each process runs the scheduled-repost job; 0 = never. */
  repostScheduleIntervalSeconds: number;
  /** How often each process moves listings past their 120 days to Lampau; 0 = never. */
  listingExpiryIntervalSeconds: number;
  /** How often each process removes uploads nothing has used for a day (rows and files); 0 = never. */
  photoReclaimIntervalSeconds: number;
  /** How often each process counts the places' listings and prices again (0–900; 0 = never). */
  placeStatsIntervalSeconds: number;
  /** How often each process adds its in-memory listing visits, impressions and contacts to the database (1–60). */
  metricsFlushIntervalSeconds: number;
  /** Prometheus metrics on their own port (ops/metrics-server.ts); unset = no metrics server. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Requests in progress past which the next is answered 503 at once (http/admission.ts, docs/adr/0073). */
  maxInFlight: number;
  /** How long the event loop may be busy in one turn before a request is refused (http/admission.ts); 0 = no limit. */
  maxEventLoopDelayMs: number;
  /** How long a shutdown may take before the process exits anyway (ops/graceful-shutdown.ts). */
  shutdownTimeoutMs: number;
  /** How long a shutting-down process keeps serving with readiness failing before it stops accepting. */
  shutdownDrainMs: number;
  /** FEATURE_FLAGS: flags forced at start, over the stored settings (docs/product/promotion.md). */
  featureFlags: Partial<FeatureFlags>;
};

type PaymentsConfig = {
  gateway: "sandbox" | "midtrans";
  /** Required with the midtrans gateway: signs API calls (Basic auth) and verifies its notifications. */
  midtransServerKey: string | undefined;
  midtransBaseUrl: string;
  /** Signs and verifies the sandbox gateway's notifications. */
  sandboxServerKey: string;
};

export type S3Config = {
  bucket: string;
  region: string;
  /** R2, MinIO…; undefined = AWS S3 of the region. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Both or neither; neither = the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Base URL (CDN or public bucket) that serves photos/ and avatars/; undefined = served through the API. */
  publicUrl: string | undefined;
};

// Known in development so tools can sign sandbox notifications; in production an unset key is random per
// process, so nobody can forge a sandbox notification there.
const DEV_SANDBOX_SERVER_KEY = "SB-Griya-sandbox-server-key";

/** Reads and validates the environment once at start-up; a bad value stops the process with a clear list. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .filter((k) => env[k] !== undefined && env[k] !== "")
      .map((k) => [k, env[k]]),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? "?"}: ${i.message}`);
    throw new Error("Invalid configuration:\n" + lines.join("\n"));
  }
  const c = result.output;
  if (c.NODE_ENV === "production" && !c.PAYMENT_GATEWAY) {
    throw new Error(
      "Invalid configuration:\nPAYMENT_GATEWAY: required when NODE_ENV=production: midtrans (with MIDTRANS_SERVER_KEY), " +
        "or sandbox to run the built-in sandbox on purpose (it takes no money)",
    );
  }
  if (c.PAYMENT_GATEWAY === "midtrans" && !c.MIDTRANS_SERVER_KEY) {
    throw new Error("Invalid configuration:\nMIDTRANS_SERVER_KEY: required when PAYMENT_GATEWAY=midtrans");
  }
  if (c.DATABASE_READ_URL && !c.DATABASE_URL) {
    throw new Error("Invalid configuration:\nDATABASE_READ_URL: needs DATABASE_URL (the primary the replica follows)");
  }
  const s3 = c.FILES_DRIVER === "s3" ? s3ConfigOf(c) : undefined;
  return {
    env: c.NODE_ENV,
    host: c.API_HOST,
    port: c.API_PORT,
    trustProxy: parseTrustProxy(c.API_TRUST_PROXY)!,
    databaseUrl: c.DATABASE_URL,
    databaseReadUrl: c.DATABASE_READ_URL,
    dataDir: c.DATA_DIR ?? defaultDataDir(),
    filesDir: c.FILES_DIR ?? join(c.DATA_DIR ?? defaultDataDir(), "files"),
    s3,
    publicUrl: c.PUBLIC_URL,
    supportEmail: c.SUPPORT_EMAIL,
    salesEmail: c.SALES_EMAIL,
    logLevel: c.LOG_LEVEL ?? (c.NODE_ENV === "test" ? "silent" : "info"),
    seedDemo: c.SEED_DEMO,
    tokenTtlHours: c.TOKEN_TTL_HOURS,
    tokenTtlRememberDays: c.TOKEN_TTL_REMEMBER_DAYS,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    payments: {
      gateway: c.PAYMENT_GATEWAY ?? "sandbox",
      midtransServerKey: c.MIDTRANS_SERVER_KEY,
      midtransBaseUrl: c.MIDTRANS_BASE_URL.replace(/\/+$/, ""),
      sandboxServerKey:
        c.SANDBOX_SERVER_KEY ??
        (c.NODE_ENV === "production" ? randomBytes(32).toString("hex") : DEV_SANDBOX_SERVER_KEY),
    },
    orderExpiryIntervalSeconds: c.ORDER_EXPIRY_INTERVAL_SECONDS,
    repostScheduleIntervalSeconds: c.REPOST_SCHEDULE_INTERVAL_SECONDS,
    listingExpiryIntervalSeconds: c.LISTING_EXPIRY_INTERVAL_SECONDS,
    photoReclaimIntervalSeconds: c.PHOTO_RECLAIM_INTERVAL_SECONDS,
    placeStatsIntervalSeconds: c.PLACE_STATS_INTERVAL_SECONDS,
    metricsFlushIntervalSeconds: c.METRICS_FLUSH_INTERVAL_SECONDS,
    metricsPort: c.METRICS_PORT,
    metricsHost: c.METRICS_HOST,
    maxInFlight: c.API_MAX_IN_FLIGHT,
    // PGlite serves requests one after another in a turn: on a developer's busy machine or in tests a long turn is
    // not overload, and a 503 there would only puzzle.
    maxEventLoopDelayMs: c.API_MAX_EVENT_LOOP_DELAY_MS ?? (c.NODE_ENV === "production" ? 100 : 0),
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    // Behind a load balancer the drain lets it notice; on a developer's machine a restart should be instant.
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS ?? (c.NODE_ENV === "production" ? 3000 : 0),
    featureFlags: c.FEATURE_FLAGS ? (parseFeatureFlags(c.FEATURE_FLAGS) as { flags: Partial<FeatureFlags> }).flags : {},
  };
}

/** .data/ at the repository's root in development; beside the working directory for a deployed build. */
function defaultDataDir(): string {
  return join(tryFindRepoRoot() ?? process.cwd(), ".data");
}

function s3ConfigOf(c: v.InferOutput<typeof EnvSchema>): S3Config {
  if (!c.S3_BUCKET)
    throw new Error(
      "Invalid configuration:\nS3_BUCKET: required when FILES_DRIVER=s3 (the bucket that holds photos, avatars and documents)",
    );
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      "Invalid configuration:\nS3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither to use the AWS SDK's default credentials",
    );
  }
  return {
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    credentials:
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: c.S3_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}
