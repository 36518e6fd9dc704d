import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { griyaPlugin } from "./plugin.js";

/**
 * React code: the rules of hooks and of the React compiler, the static accessibility checks that the axe
 * runs in the stories and journeys cannot see (they only see what a test renders), and the size of a render
 * function (ADR 0064).
 */
export function reactConfig() {
  return tseslint.config(
    {
      files: ["**/*.{tsx,jsx}"],
      extends: [reactHooks.configs.flat.recommended, jsxA11y.configs.recommended],
      languageOptions: { globals: { ...globals.browser } },
      rules: {
        // A missing dependency is a stale value; an error, like the other hook rules, not a warning nobody reads.
        "react-hooks/exhaustive-deps": "error",
      },
    },
    {
      files: ["**/*.tsx"],
      plugins: { griya: griyaPlugin },
      // Past 150 lines a component is split along its sections into components or hooks of their own.
      rules: { "griya/max-render-function-lines": ["error", { max: 150 }] },
    },
  );
}
