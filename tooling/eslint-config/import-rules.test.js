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
