// Every environment variable the API and the portal read is documented in the README's configuration table and
// named in compose.yaml, so the production files cannot silently fall behind the code (issue 15).
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

const root = join(import.meta.dirname, "..");
const read = (path) => readFileSync(join(root, path), "utf8");

function filesUnder(dir, keep) {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** The API validates its environment in one schema (apps/api/src/platform/config.ts): its keys are what it reads. */
function apiVariables() {
  const source = read("apps/api/src/platform/config.ts");
  const start = source.indexOf("const EnvSchema = v.object({");
  assert.ok(start >= 0, "EnvSchema not found in apps/api/src/platform/config.ts");
  const block = source.slice(start, source.indexOf("\n});", start));
  return [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
}

/** The portal reads process.env (or an env argument) in its server files and *.server.ts modules; Vite's
 * import.meta.env is the build's, not the environment's. */
function portalVariables() {
  const files = [
    "apps/portal/server.mjs",
    ...filesUnder("apps/portal/server", (p) => p.endsWith(".mjs")),
    ...filesUnder("apps/portal/app", (p) => /\.server\.tsx?$/.test(p) && !p.includes(".test.")),
  ];
  return files.flatMap((f) => [...read(f).matchAll(/(?<!meta\.)\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
}

const variables = [...new Set([...apiVariables(), ...portalVariables()])].sort();

test("the code's variables are found", () => {
  for (const known of ["DATABASE_URL", "API_PORT", "API_URL", "TRUST_PROXY", "SMTP_URL"])
    assert.ok(variables.includes(known), known);
});

test("every variable is in the README's configuration table", () => {
  const readme = read("README.md");
  const table = readme.slice(readme.indexOf("## Configuration"));
  const documented = new Set(
    [...table.matchAll(/^\| ([^|]+)\|/gm)].flatMap((m) => [...m[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((x) => x[1])),
  );
  const missing = variables.filter((name) => !documented.has(name));
  assert.deepEqual(missing, [], `not documented in README "## Configuration": ${missing.join(", ")}`);
});

test("every variable is named in compose.yaml", () => {
  const compose = read("compose.yaml");
  const missing = variables.filter((name) => !new RegExp(`\\b${name}\\b`).test(compose));
  assert.deepEqual(missing, [], `not in compose.yaml: ${missing.join(", ")}`);
});
