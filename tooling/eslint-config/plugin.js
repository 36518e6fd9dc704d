import { apiLayers, noCrossFeatureImports, noRelativeImportsInto, noUnitCycles } from "./import-rules.js";
import { maxRenderFunctionLines } from "./render-size-rule.js";

/** The repository's own lint rules (each with its tests beside it). */
export const griyaPlugin = {
  meta: { name: "@griya/eslint-config" },
  rules: {
    "api-layers": apiLayers,
    "no-cross-feature-imports": noCrossFeatureImports,
    "no-relative-imports-into": noRelativeImportsInto,
    "max-render-function-lines": maxRenderFunctionLines,
    "no-unit-cycles": noUnitCycles,
  },
};
