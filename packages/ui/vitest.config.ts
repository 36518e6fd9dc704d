import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

// Every story is a test: storybookTest() turns stories into tests, play functions are the assertions
// and addon-a11y runs axe after each one (parameters.a11y.test = "error" in .storybook/preview.ts).
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(import.meta.dirname, ".storybook") })],
  // Stories that check server rendering import react-dom/server; pre-bundling it up front avoids Vite
  // discovering it mid-run and reloading the test iframe (a flaky failure on a cold cache).
  optimizeDeps: { include: ["react-dom/server"] },
  test: {
    name: "storybook",
    browser: {
      enabled: true,
      headless: true,
      // Debian's Chromium headless shell; `playwright install` is never run on these machines.
      provider: playwright({
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
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
