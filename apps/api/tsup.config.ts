import { defineConfig } from "tsup";
import { bundleAssets } from "./scripts/bundle-assets.mjs";

export default defineConfig({
  entry: { main: "src/main.ts", "db/migrate-cli": "src/platform/db/migrate-cli.ts" },
  format: ["esm"],
  platform: "node",
  target: "node24",
  clean: true,
  sourcemap: true,
  // Workspace packages are bundled so dist/ runs without their build output; npm deps stay external.
  noExternal: [/^@griya\//],
  // The contract and the migrations travel with dist/ (ADR 0041): the build deploys on its own.
  onSuccess: bundleAssets,
});
