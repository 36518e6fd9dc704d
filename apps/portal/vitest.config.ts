import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin is for app builds, not unit tests.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "server/**/*.test.ts",
      "server.test.ts",
      "build-checks/**/*.test.ts",
    ],
    environment: "node",
  },
});
