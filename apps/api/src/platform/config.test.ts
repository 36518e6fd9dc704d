import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("defaults to the embedded database under .data and port 3001", () => {
    const c = loadConfig({});
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/\.data$/);
    expect(c.port).toBe(3001);
    expect(c.seedDemo).toBe(true);
  });

  it("reads a PostgreSQL server URL and numbers", () => {
    const c = loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/griya", API_PORT: "4000", SEED_DEMO: "false" });
    expect(c).toMatchObject({ databaseUrl: "postgres://u@127.0.0.1:5432/griya", port: 4000, seedDemo: false });
  });

  it("reads a read replica's URL (docs/adr/0072), which needs the primary's", () => {
    expect(loadConfig({}).databaseReadUrl).toBeUndefined();
    const c = loadConfig({
      DATABASE_URL: "postgres://u@primary:5432/griya",
      DATABASE_READ_URL: "postgres://u@replica:5432/griya",
    });
    expect(c).toMatchObject({
      databaseUrl: "postgres://u@primary:5432/griya",
      databaseReadUrl: "postgres://u@replica:5432/griya",
    });
    expect(() => loadConfig({ DATABASE_READ_URL: "postgres://u@replica:5432/griya" })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: "postgres://u@p/g", DATABASE_READ_URL: "mysql://x" })).toThrow(
      /DATABASE_READ_URL/,
    );
  });

  it("stops with every bad value listed", () => {
    expect(() => loadConfig({ API_PORT: "abc", DATABASE_URL: "mysql://x", NODE_ENV: "staging" })).toThrow(
      /API_PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*API_PORT/,
    );
  });

  it("reads the mail settings: SMTP_URL must be smtp(s)://, MAIL_FROM has a default", () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: "Griya <no-reply@griya.id>" });
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example:465", MAIL_FROM: "Griya <x@griya.id>" })).toMatchObject({
      smtpUrl: "smtps://u:p@mail.example:465",
      mailFrom: "Griya <x@griya.id>",
    });
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });

  it("sends KPR consultation requests to SALES_EMAIL, sales@griya.id by default", () => {
    expect(loadConfig({}).salesEmail).toBe("sales@griya.id");
    expect(loadConfig({ SALES_EMAIL: "kpr@griya.example" }).salesEmail).toBe("kpr@griya.example");
    expect(() => loadConfig({ SALES_EMAIL: "bukan email" })).toThrow(/SALES_EMAIL/);
  });

  it("reads the payment gateway: the sandbox by default, Midtrans only with its server key", () => {
    expect(loadConfig({}).payments).toEqual({
      gateway: "sandbox",
      midtransServerKey: undefined,
      midtransBaseUrl: "https://api.sandbox.midtrans.com",
      sandboxServerKey: "SB-Griya-sandbox-server-key",
    });
    expect(() => loadConfig({ PAYMENT_GATEWAY: "midtrans" })).toThrow(/MIDTRANS_SERVER_KEY/);
    expect(
      loadConfig({
        PAYMENT_GATEWAY: "midtrans",
        MIDTRANS_SERVER_KEY: "SB-Mid-server-abc123",
        MIDTRANS_BASE_URL: "https://api.midtrans.com/",
      }).payments,
    ).toMatchObject({
      gateway: "midtrans",
      midtransServerKey: "SB-Mid-server-abc123",
      midtransBaseUrl: "https://api.midtrans.com",
    });
    expect(() => loadConfig({ PAYMENT_GATEWAY: "xendit" })).toThrow(/PAYMENT_GATEWAY/);
    // In production nobody may sign sandbox notifications with a known key.
    const a = loadConfig({ NODE_ENV: "production", PAYMENT_GATEWAY: "sandbox" }).payments.sandboxServerKey;
    expect(a).not.toBe("SB-Griya-sandbox-server-key");
    expect(a).not.toBe(loadConfig({ NODE_ENV: "production", PAYMENT_GATEWAY: "sandbox" }).payments.sandboxServerKey);
    expect(loadConfig({ ORDER_EXPIRY_INTERVAL_SECONDS: "0" }).orderExpiryIntervalSeconds).toBe(0);
    expect(loadConfig({}).orderExpiryIntervalSeconds).toBe(60);
  });

  it("refuses to start in production without a payment gateway chosen; the sandbox there only when named", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PAYMENT_GATEWAY: required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: "production", PAYMENT_GATEWAY: "" })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => loadConfig({ NODE_ENV: "production", MIDTRANS_SERVER_KEY: "SB-Mid-server-abc123" })).toThrow(
      /PAYMENT_GATEWAY/,
    );
    expect(
      loadConfig({ NODE_ENV: "production", PAYMENT_GATEWAY: "midtrans", MIDTRANS_SERVER_KEY: "Mid-server-abc123" })
        .payments.gateway,
    ).toBe("midtrans");
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_GATEWAY: "sandbox" }).payments.gateway).toBe("sandbox");
    // pnpm start (development) and the tests keep the sandbox by default.
    expect(loadConfig({ NODE_ENV: "development" }).payments.gateway).toBe("sandbox");
    expect(loadConfig({ NODE_ENV: "test" }).payments.gateway).toBe("sandbox");
  });

  it("reads the listing job intervals: repost slots every minute, expiry every 5 minutes, 0 turns a job off", () => {
    expect(loadConfig({})).toMatchObject({ repostScheduleIntervalSeconds: 60, listingExpiryIntervalSeconds: 300 });
    expect(loadConfig({ REPOST_SCHEDULE_INTERVAL_SECONDS: "0", LISTING_EXPIRY_INTERVAL_SECONDS: "30" })).toMatchObject({
      repostScheduleIntervalSeconds: 0,
      listingExpiryIntervalSeconds: 30,
    });
    expect(() =>
      loadConfig({ REPOST_SCHEDULE_INTERVAL_SECONDS: "-1", LISTING_EXPIRY_INTERVAL_SECONDS: "1.5" }),
    ).toThrow(/REPOST_SCHEDULE_INTERVAL_SECONDS[\s\S]*LISTING_EXPIRY_INTERVAL_SECONDS/);
  });

  it("reads the trusted proxies: the portal on loopback by default, none, or addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ API_TRUST_PROXY: "none" }).trustProxy).toBe(false);
    expect(
      loadConfig({ API_TRUST_PROXY: "loopback, 10.0.0.0/8, 192.168.1.4, fd00::/8, 10.1.0.0/255.255.0.0" }).trustProxy,
    ).toEqual(["loopback", "10.0.0.0/8", "192.168.1.4", "fd00::/8", "10.1.0.0/255.255.0.0"]);
    // "true" would let every client name its own address; a hop count cannot check the peer.
    for (const bad of ["true", "1", "10.0.0.0/33", "proxy.example", "10.0.0.1/8/2"]) {
      expect(() => loadConfig({ API_TRUST_PROXY: bad }), bad).toThrow(/API_TRUST_PROXY/);
    }
  });

  it("reclaims unused uploads hourly by default; 0 turns the job off", () => {
    expect(loadConfig({}).photoReclaimIntervalSeconds).toBe(3600);
    expect(loadConfig({ PHOTO_RECLAIM_INTERVAL_SECONDS: "0" }).photoReclaimIntervalSeconds).toBe(0);
    expect(() => loadConfig({ PHOTO_RECLAIM_INTERVAL_SECONDS: "soon" })).toThrow(/PHOTO_RECLAIM_INTERVAL_SECONDS/);
  });

  it("flushes listing metrics at least every minute: 60 s by default, 1–60 accepted", () => {
    expect(loadConfig({}).metricsFlushIntervalSeconds).toBe(60);
    expect(loadConfig({})).toMatchObject({
      metricsPort: undefined,
      metricsHost: "127.0.0.1",
      shutdownTimeoutMs: 25_000,
      shutdownDrainMs: 0,
    });
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_GATEWAY: "sandbox" }).shutdownDrainMs).toBe(3000);
    expect(
      loadConfig({
        METRICS_PORT: "9464",
        METRICS_HOST: "0.0.0.0",
        SHUTDOWN_TIMEOUT_MS: "5000",
        SHUTDOWN_DRAIN_MS: "0",
      }),
    ).toMatchObject({ metricsPort: 9464, metricsHost: "0.0.0.0", shutdownTimeoutMs: 5000, shutdownDrainMs: 0 });
    expect(() => loadConfig({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ METRICS_FLUSH_INTERVAL_SECONDS: "5" }).metricsFlushIntervalSeconds).toBe(5);
    for (const bad of ["0", "61", "2.5", "soon"]) {
      expect(() => loadConfig({ METRICS_FLUSH_INTERVAL_SECONDS: bad })).toThrow(/METRICS_FLUSH_INTERVAL_SECONDS/);
    }
  });

  it("admits 32 requests in progress, and busy turns of 100 ms in production only, by default", () => {
    expect(loadConfig({})).toMatchObject({ maxInFlight: 32, maxEventLoopDelayMs: 0 });
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_GATEWAY: "sandbox" }).maxEventLoopDelayMs).toBe(100);
    expect(loadConfig({ API_MAX_IN_FLIGHT: "200", API_MAX_EVENT_LOOP_DELAY_MS: "50" })).toMatchObject({
      maxInFlight: 200,
      maxEventLoopDelayMs: 50,
    });
    expect(
      loadConfig({ NODE_ENV: "production", PAYMENT_GATEWAY: "sandbox", API_MAX_EVENT_LOOP_DELAY_MS: "0" })
        .maxEventLoopDelayMs,
    ).toBe(0);
    for (const bad of ["0", "-1", "2.5", "many"]) {
      expect(() => loadConfig({ API_MAX_IN_FLIGHT: bad }), bad).toThrow(/API_MAX_IN_FLIGHT/);
    }
    for (const bad of ["-1", "2.5", "many"]) {
      expect(() => loadConfig({ API_MAX_EVENT_LOOP_DELAY_MS: bad }), bad).toThrow(/API_MAX_EVENT_LOOP_DELAY_MS/);
    }
  });

  it("reads FEATURE_FLAGS and stops on an unknown flag or value, naming it", () => {
    expect(loadConfig({}).featureFlags).toEqual({});
    expect(
      loadConfig({ FEATURE_FLAGS: "enableRecommendedListing=true,enableCoinTransfer=false" }).featureFlags,
    ).toEqual({ enableRecommendedListing: true, enableCoinTransfer: false });
    expect(() => loadConfig({ FEATURE_FLAGS: "enableRecomended=true" })).toThrow(
      /FEATURE_FLAGS: unknown flag "enableRecomended"/,
    );
    expect(() => loadConfig({ FEATURE_FLAGS: "enableCoinTransfer=on" })).toThrow(
      /FEATURE_FLAGS: enableCoinTransfer must be/,
    );
  });

  it("keeps files on the local disk by default; FILES_DRIVER=s3 needs a bucket and takes the S3 settings", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ FILES_DRIVER: "s3" })).toThrow(/S3_BUCKET: required when FILES_DRIVER=s3/);
    expect(() => loadConfig({ FILES_DRIVER: "ftp" })).toThrow(/FILES_DRIVER/);
    expect(loadConfig({ FILES_DRIVER: "s3", S3_BUCKET: "griya-files" }).s3).toEqual({
      bucket: "griya-files",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: undefined,
    });
    expect(
      loadConfig({
        FILES_DRIVER: "s3",
        S3_BUCKET: "griya-files",
        S3_REGION: "auto",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "minio",
        S3_SECRET_ACCESS_KEY: "minio-secret",
        S3_PUBLIC_URL: "https://cdn.griya.example/files/",
      }).s3,
    ).toEqual({
      bucket: "griya-files",
      region: "auto",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
      publicUrl: "https://cdn.griya.example/files",
    });
    expect(() => loadConfig({ FILES_DRIVER: "s3", S3_BUCKET: "griya-files", S3_ACCESS_KEY_ID: "minio" })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both/,
    );
    expect(() =>
      loadConfig({
        FILES_DRIVER: "s3",
        S3_BUCKET: "Griya_Files",
        S3_ENDPOINT: "minio:9000",
        S3_PUBLIC_URL: "https://cdn.example/?v=1",
      }),
    ).toThrow(/S3_BUCKET[\s\S]*S3_ENDPOINT[\s\S]*S3_PUBLIC_URL/);
  });
});
