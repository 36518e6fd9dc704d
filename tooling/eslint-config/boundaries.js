import path from "node:path";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import { griyaPlugin } from "./plugin.js";

const APPS = ["@griya/api", "@griya/portal", "@griya/e2e"];
const APPS_MESSAGE = "Packages never import apps: the apps depend on the packages, not the other way round.";

/** What a framework-free domain may not import: UI, HTTP, database, routing, i18n and I/O. */
const FRAMEWORKS = [
  "react",
  "react-dom",
  "react-router",
  "@react-router/*",
  "react-i18next",
  "i18next",
  "@tanstack/*",
  "radix-ui",
  "@radix-ui/*",
  "fastify",
  "@fastify/*",
  "drizzle-orm",
  "pg",
  "@electric-sql/*",
  "express",
  "@griya/ui",
  "@griya/api-client",
  "node:*",
];
const FRAMEWORK_MESSAGE =
  "The domain is pure rules: no framework, database, HTTP, UI or I/O import (apps and packages call it, not back).";

const withSubpaths = (names) => names.flatMap((name) => (name.endsWith("*") ? [name] : [name, `${name}/*`]));

/**
 * A library package (packages/*): never imports an app, by name or by a relative path.
 * @param {{ repoRoot: string, frameworkFree?: boolean }} options frameworkFree for packages/domain
 */
export function packageBoundaries({ repoRoot, frameworkFree = false }) {
  const patterns = [{ group: withSubpaths(APPS), message: APPS_MESSAGE }];
  if (frameworkFree) patterns.push({ group: withSubpaths(FRAMEWORKS), message: FRAMEWORK_MESSAGE });
  return [
    {
      files: ["**/*.{ts,tsx,js,mjs}"],
      plugins: { griya: griyaPlugin },
      rules: {
        "no-restricted-imports": ["error", { patterns }],
        "griya/no-relative-imports-into": [
          "error",
          { dirs: [path.join(repoRoot, "apps"), path.join(repoRoot, "e2e")], reason: APPS_MESSAGE },
        ],
      },
    },
  ];
}

/**
 * The portal's feature folders (app/features/<feature>) import only themselves.
 * @param {{ featuresDir: string }} options the absolute path of app/features
 */
export function featureBoundaries({ featuresDir }) {
  return [
    {
      files: ["**/*.{ts,tsx}"],
      plugins: { griya: griyaPlugin },
      rules: { "griya/no-cross-feature-imports": ["error", { featuresDir }] },
    },
  ];
}

/**
 * The API's layers (ADR 0057): platform/, kernels/, features/ and the composition root import downwards only, other
 * features only through their index.ts; kernels and features form no circles, and neither do files
 * (import-x/no-cycle). Tests may reach any internals, so *.test.ts files are left out.
 * @param {{ srcDir: string }} options the absolute path of the API's src/
 */
export function apiBoundaries({ srcDir }) {
  return [
    {
      files: ["**/*.ts"],
      ignores: ["**/*.test.ts"],
      plugins: { griya: griyaPlugin, "import-x": importX },
      // The sources import each other as `./x.js` (ESM output names); the files are `x.ts`, which import-x reads.
      settings: {
        "import-x/extensions": [".ts", ".js"],
        "import-x/resolver-next": [createNodeResolver({ extensionAlias: { ".js": [".ts", ".js"] } })],
      },
      rules: {
        "griya/api-layers": ["error", { srcDir }],
        "griya/no-unit-cycles": ["error", { srcDir }],
        "import-x/no-cycle": ["error", { ignoreExternal: true }],
      },
    },
  ];
}
