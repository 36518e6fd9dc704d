import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { RuleTester } from "eslint";
import { griyaPlugin } from "./plugin.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = after;
const tester = new RuleTester({ languageOptions: { ecmaVersion: "latest", sourceType: "module" } });

const featuresDir = path.resolve("/repo/apps/portal/app/features");
const inFeature = (file) => path.join(featuresDir, file);
const options = [{ featuresDir }];

tester.run("no-cross-feature-imports", griyaPlugin.rules["no-cross-feature-imports"], {
  valid: [
    { code: 'import { a } from "./queries";', filename: inFeature("coins/coins.ts"), options },
    { code: 'import { a } from "../queries";', filename: inFeature("coins/components/x.tsx"), options },
    { code: 'import { a } from "../../../lib/api";', filename: inFeature("coins/components/x.tsx"), options },
    { code: 'import { a } from "@griya/ui/button";', filename: inFeature("coins/x.ts"), options },
    // Routes compose features.
    {
      code: 'import { a } from "../features/coins/queries";',
      filename: path.join(featuresDir, "../routes/x.tsx"),
      options,
    },
  ],
  invalid: [
    {
      code: 'import { a } from "../../listings/queries";',
      filename: inFeature("coins/components/x.tsx"),
      options,
      errors: [{ messageId: "crossFeature" }],
    },
    {
      code: 'export { a } from "../listings";',
      filename: inFeature("coins/x.ts"),
      options,
      errors: [{ messageId: "crossFeature" }],
    },
    {
      code: 'const m = import("../../../features/listings/x");',
      filename: inFeature("coins/components/x.tsx"),
      options,
      errors: [{ messageId: "crossFeature" }],
    },
  ],
});

const dirs = [path.resolve("/repo/apps"), path.resolve("/repo/e2e")];
const reason = "Packages never import apps.";
tester.run("no-relative-imports-into", griyaPlugin.rules["no-relative-imports-into"], {
  valid: [
    { code: 'import { a } from "./money";', filename: "/repo/packages/domain/src/x.ts", options: [{ dirs, reason }] },
    {
      code: 'import { a } from "../../apps-like/x";',
      filename: "/repo/packages/domain/src/x.ts",
      options: [{ dirs, reason }],
    },
  ],
  invalid: [
    {
      code: 'import { a } from "../../../apps/api/src/config";',
      filename: "/repo/packages/domain/src/x.ts",
      options: [{ dirs, reason }],
      errors: [{ messageId: "forbidden" }],
    },
  ],
});

const srcDir = path.resolve("/repo/apps/api/src");
const inApi = (file) => path.join(srcDir, file);
const layers = [{ srcDir }];
const upward = [{ messageId: "upward" }];
const internal = [{ messageId: "internal" }];
tester.run("api-layers", griyaPlugin.rules["api-layers"], {
  valid: [
    // Down or sideways within a layer.
    { code: 'import { a } from "../db/client.js";', filename: inApi("platform/http/x.ts"), options: layers },
    {
      code: 'import { a } from "../../platform/db/client.js";',
      filename: inApi("kernels/coins/x.ts"),
      options: layers,
    },
    { code: 'import { a } from "../settings/read.js";', filename: inApi("kernels/coins/x.ts"), options: layers },
    {
      code: 'import { a } from "../../kernels/coins/ledger.js";',
      filename: inApi("features/home/x.ts"),
      options: layers,
    },
    { code: 'import { a } from "./own.js";', filename: inApi("features/home/x.ts"), options: layers },
    { code: 'import { a } from "../sub/own.js";', filename: inApi("features/home/deep/x.ts"), options: layers },
    // Another feature through its public entry, from a feature or the root.
    { code: 'import { a } from "../orders/index.js";', filename: inApi("features/payments/x.ts"), options: layers },
    { code: 'import { a } from "../orders";', filename: inApi("features/payments/x.ts"), options: layers },
    { code: 'import { a } from "./features/orders/index.js";', filename: inApi("handlers.ts"), options: layers },
    { code: 'import { a } from "../features/orders/index.js";', filename: inApi("jobs/x.ts"), options: layers },
    { code: 'import { a } from "../kernels/files/keys.js";', filename: inApi("seed/x.ts"), options: layers },
    // Outside src/ (a test helper) the rule does not look.
    { code: 'import { a } from "../../../test/app.js";', filename: inApi("features/home/x.ts"), options: layers },
    { code: 'import { a } from "../src/features/orders/x.js";', filename: "/repo/apps/api/test/x.ts", options: layers },
    { code: 'import { a } from "fastify";', filename: inApi("platform/x.ts"), options: layers },
  ],
  invalid: [
    {
      code: 'import { a } from "../../kernels/auth/authenticate.js";',
      filename: inApi("platform/openapi/x.ts"),
      options: layers,
      errors: upward,
    },
    {
      code: 'import { a } from "../features/x/index.js";',
      filename: inApi("platform/x.ts"),
      options: layers,
      errors: upward,
    },
    {
      code: 'import { a } from "../../features/orders/index.js";',
      filename: inApi("kernels/payments/x.ts"),
      options: layers,
      errors: upward,
    },
    {
      code: 'import { a } from "../../jobs/x.js";',
      filename: inApi("features/home/x.ts"),
      options: layers,
      errors: upward,
    },
    {
      code: 'import { a } from "../../app.js";',
      filename: inApi("kernels/coins/x.ts"),
      options: layers,
      errors: upward,
    },
    {
      code: 'export { a } from "../../seed/x.js";',
      filename: inApi("features/home/x.ts"),
      options: layers,
      errors: upward,
    },
    {
      code: 'const m = import("../../features/orders/index.js");',
      filename: inApi("kernels/x/y.ts"),
      options: layers,
      errors: upward,
    },
    // Another feature's internals, from a feature or the root.
    {
      code: 'import { a } from "../orders/fulfil-order.js";',
      filename: inApi("features/payments/x.ts"),
      options: layers,
      errors: internal,
    },
    {
      code: 'import { a } from "../orders/deep/index.js";',
      filename: inApi("features/payments/x.ts"),
      options: layers,
      errors: internal,
    },
    {
      code: 'import { a } from "./features/orders/create-order.js";',
      filename: inApi("handlers.ts"),
      options: layers,
      errors: internal,
    },
    {
      code: 'import { A } from "../features/banners/banner-repository.js";',
      filename: inApi("seed/x.ts"),
      options: layers,
      errors: internal,
    },
  ],
});

// A small src/ on disk: orders → promos → settings (kernel) and coins → settings; tests of promos may import orders.
const cycleSrc = fs.mkdtempSync(path.join(os.tmpdir(), "unit-cycles-"));
after(() => fs.rmSync(cycleSrc, { recursive: true, force: true }));
const sources = {
  "features/orders/place-order.ts": 'import { applyPromo } from "../promos/index.js";',
  "features/promos/index.ts": 'export { applyPromo } from "./apply-promo.js";',
  "features/promos/apply-promo.ts": 'import type { S } from "../../kernels/settings/read.js";',
  "features/promos/promos.test.ts": 'import { createOrder } from "../orders/index.js";',
  "kernels/coins/ledger.ts": 'import { read } from "../settings/read.js";',
  "kernels/settings/read.ts": 'import { db } from "../../platform/db.js";',
  "platform/db.ts": "export const db = 1;",
};
for (const [file, code] of Object.entries(sources)) {
  fs.mkdirSync(path.dirname(path.join(cycleSrc, file)), { recursive: true });
  fs.writeFileSync(path.join(cycleSrc, file), code);
}
const inCycleSrc = (file) => path.join(cycleSrc, file);
const cycleOptions = [{ srcDir: cycleSrc }];
tester.run("no-unit-cycles", griyaPlugin.rules["no-unit-cycles"], {
  valid: [
    // The way the arrows already point, within a unit, and out of the units.
    {
      code: 'import { a } from "../promos/index.js";',
      filename: inCycleSrc("features/orders/x.ts"),
      options: cycleOptions,
    },
    {
      code: 'import { a } from "./place-order.js";',
      filename: inCycleSrc("features/orders/x.ts"),
      options: cycleOptions,
    },
    {
      code: 'import { a } from "../settings/read.js";',
      filename: inCycleSrc("kernels/coins/x.ts"),
      options: cycleOptions,
    },
    {
      code: 'import { a } from "../../platform/db.js";',
      filename: inCycleSrc("kernels/coins/x.ts"),
      options: cycleOptions,
    },
    {
      code: 'import { a } from "../features/orders/index.js";',
      filename: inCycleSrc("jobs/x.ts"),
      options: cycleOptions,
    },
    // A test's imports are not part of the picture.
    {
      code: 'import { a } from "../../kernels/coins/ledger.js";',
      filename: inCycleSrc("kernels/settings/x.test.ts"),
      options: cycleOptions,
    },
  ],
  invalid: [
    {
      code: 'import { a } from "../orders/index.js";',
      filename: inCycleSrc("features/promos/x.ts"),
      options: cycleOptions,
      errors: [
        {
          messageId: "circle",
          data: {
            from: "features/promos",
            to: "features/orders",
            circle: "features/promos → features/orders → features/promos",
          },
        },
      ],
    },
    {
      code: 'import { a } from "../../features/orders/index.js";',
      filename: inCycleSrc("kernels/settings/x.ts"),
      options: cycleOptions,
      errors: [{ messageId: "circle" }],
    },
    {
      code: 'import { a } from "../coins/ledger.js";',
      filename: inCycleSrc("kernels/settings/x.ts"),
      options: cycleOptions,
      errors: [
        {
          messageId: "circle",
          data: {
            from: "kernels/settings",
            to: "kernels/coins",
            circle: "kernels/settings → kernels/coins → kernels/settings",
          },
        },
      ],
    },
  ],
});
