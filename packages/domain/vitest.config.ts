import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Pure functions: no isolation needed, which keeps the suite fast on 2 cores.
    isolate: false,
    pool: "threads",
  },
});
