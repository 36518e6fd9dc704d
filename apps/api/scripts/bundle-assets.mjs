// Ships what the API reads at run time inside dist/, so a deployed dist/ runs without the repository:
// the contract as one JSON document (cross-file $refs bundled) and the SQL migrations.
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import $RefParser from "@apidevtools/json-schema-ref-parser";

const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(apiDir, "dist");

export async function bundleAssets() {
  mkdirSync(dist, { recursive: true });
  const spec = await $RefParser.bundle(join(apiDir, "..", "..", "openapi", "openapi.yaml"));
  writeFileSync(join(dist, "openapi.json"), JSON.stringify(spec));
  cpSync(join(apiDir, "migrations"), join(dist, "migrations"), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleAssets();
