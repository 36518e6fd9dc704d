import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { MAP_TILE_URL } from "./support/map-tiles";

// The built API and portal run on their own ports with a fresh database per run. The config is also loaded
// by every worker; they inherit the folder through the environment instead of creating their own.
// E2E_PORT (default 3100) lets two runs on one machine use different ports: the API listens on the next one.
const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = PORTAL_PORT + 1;
const API_URL = `http://127.0.0.1:${API_PORT}`;
const PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`;

process.env.GRIYA_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "griya-e2e-"));
const dataDir = process.env.GRIYA_E2E_DATA_DIR;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: "list",
  // Shared CI machines run these journeys several times slower than a quiet laptop: tests wait on conditions,
  // and the limit only ends a journey that is really stuck.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: "./global-teardown.ts",
  use: {
    baseURL: PORTAL_URL,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    // Recording a trace for every journey cost a fifth of the run's time; E2E_TRACE=1 keeps the failures' traces
    // when one needs them (ADR 0063).
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
  },
  projects: [
    {
      name: "setup",
      testMatch: /.*\.setup\.ts/,
      use: { ...chromium() },
    },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: { ...chromium() },
    },
  ],
  webServer: [
    {
      command: "node ../apps/api/dist/main.js",
      url: `${API_URL}/api/public`,
      // PUBLIC_URL: the links in activation and reset e-mails point at this portal.
      // Recommended Listing is on here so its screens can be tested (recommended.spec.ts).
      env: {
        API_PORT: String(API_PORT),
        DATA_DIR: dataDir,
        NODE_ENV: "test",
        PUBLIC_URL: PORTAL_URL,
        FEATURE_FLAGS: "enableRecommendedListing=true",
        // Views counted by pages' beacons reach the listings within a second (caching-proxy.spec.ts).
        METRICS_FLUSH_INTERVAL_SECONDS: "1",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node ../apps/portal/server.mjs",
      url: `${PORTAL_URL}/login`,
      // TRUST_PROXY: journeys may speak for several visitors (support/accounts.ts visitorAddress).
      env: {
        PORT: String(PORTAL_PORT),
        HOST: "127.0.0.1",
        API_URL,
        NODE_ENV: "production",
        TRUST_PROXY: "loopback",
        // The built-in chat panel's WhatsApp link (promos-legal.spec.ts).
        SUPPORT_WHATSAPP: "6281234567890",
        // Tiles from a host every journey's browser answers itself (support/map-tiles.ts).
        MAP_TILE_URL,
        MAP_TILE_ATTRIBUTION: "Peta uji",
        // Journeys are not a load test: on a busy test machine one long render is no reason to refuse the next page.
        PORTAL_MAX_EVENT_LOOP_DELAY_MS: "0",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});

function chromium() {
  return {
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  };
}
