import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-each-file.ts"],
    pool: "forks",
    // Test files share their worker process: the app's modules, the contract's compiled validators and PGlite's
    // WebAssembly load once per worker instead of once per file. Each file still gets its own database and app.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
