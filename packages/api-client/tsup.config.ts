import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/client.ts", "src/errors.ts", "src/schema.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
});
