// Test-only modules live under their package's test/ folder: a helper, fake or fixture that only tests import
// does not belong beside the product code in src/ (or the portal's app/ and server/), where it reads as product
// code and where the checks for product code (the SQL-location rule, coverage of exports) apply to it.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { test } from "node:test";

const root = join(import.meta.dirname, "..");

/** Folders of product code, and the workspace name their package is imported by. */
const PRODUCT_FOLDERS = [
  { dir: "apps/api/src" },
  { dir: "apps/portal/app" },
  { dir: "apps/portal/server" },
  { dir: "packages/domain/src", name: "@griya/domain" },
  { dir: "packages/ui/src", name: "@griya/ui" },
  { dir: "packages/api-client/src", name: "@griya/api-client" },
];

/** Imported only by tests, on purpose. */
const ALLOWED = {
  // The domain's model of the coin ledger: its rules in executable form, the oracle the SQL ledger is tested
  // against (docs/adr/0022-race-tests-at-a-write-gate-one-ledger-and-unused-uploads.md), with its own properties.
  "packages/domain/src/coin-ledger.ts": true,
};

const isTest = (file) =>
  /\.(test|spec|stories)\.(ts|tsx|mts|mjs|js)$/.test(file) || /(^|\/)(test|e2e|build-checks)\//.test(file);

// Committed and new files (not ignored ones), as they are on disk.
const files = execFileSync(
  "git",
  ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.ts", "*.tsx", "*.mts", "*.mjs", "*.js"],
  { cwd: root, encoding: "utf8" },
)
  .split("\0")
  .filter((f) => f && !f.includes("/generated/") && existsSync(join(root, f)));
const known = new Set(files);

function resolveFile(base) {
  const stem = base.replace(/\.(js|mjs)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}/index.ts`]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** The repository file an import specifier of `from` names, if it is one of ours. */
function resolveImport(from, specifier) {
  if (specifier.startsWith(".")) return resolveFile(normalize(join(dirname(from), specifier)));
  for (const { dir, name } of PRODUCT_FOLDERS) {
    if (name && (specifier === name || specifier.startsWith(`${name}/`))) {
      return resolveFile(join(dir, specifier.slice(name.length + 1) || "index"));
    }
  }
  return undefined;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const importers = new Map();
for (const file of files) {
  for (const [, specifier] of readFileSync(join(root, file), "utf8").matchAll(IMPORT)) {
    const target = resolveImport(file, specifier);
    if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
  }
}

/** Route modules are loaded by React Router from the paths named in app/routes.ts, never imported. */
const routesFile = "apps/portal/app/routes.ts";
const routeModules = new Set(
  [...readFileSync(join(root, routesFile), "utf8").matchAll(/["']([\w./-]+\.tsx?)["']/g)].map(([, path]) =>
    join("apps/portal/app", path),
  ),
);
const isFrameworkEntry = (file) => file === routesFile || routeModules.has(file);

function testOnlyModules() {
  return files.filter((file) => {
    if (isTest(file) || ALLOWED[file] || isFrameworkEntry(file)) return false;
    if (!PRODUCT_FOLDERS.some(({ dir }) => file.startsWith(`${dir}/`))) return false;
    const by = importers.get(file) ?? [];
    return by.length > 0 && by.every(isTest);
  });
}

test("finds the importers of product modules", () => {
  assert.ok(importers.get("apps/api/src/kernels/coins/ledger.ts")?.some((f) => !isTest(f)));
  assert.ok(importers.get("packages/domain/src/guard.ts")?.some((f) => f.startsWith("apps/portal/")));
  assert.ok(routeModules.has("apps/portal/app/routes/search.tsx"));
});

test("no module beside the product code is imported by tests alone", () => {
  const described = testOnlyModules().map((f) => {
    const by = importers.get(f).map((i) => relative(dirname(f), i));
    return `${f} (imported by ${by.slice(0, 3).join(", ")}${by.length > 3 ? ` and ${by.length - 3} more tests` : ""})`;
  });
  assert.deepEqual(described, []);
});

test("the allowed exceptions still exist", () => {
  for (const file of Object.keys(ALLOWED)) assert.ok(existsSync(join(root, file)), file);
});
