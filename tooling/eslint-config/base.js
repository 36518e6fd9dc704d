import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The rules every workspace lints with: ESLint's and typescript-eslint's recommended sets, type-aware for
 * TypeScript (the project service finds each file's tsconfig), plain for the .mjs/.js scripts.
 * @param {{ tsconfigRootDir: string, allowDefaultProject?: string[] }} options the directory of the package's
 *   eslint.config.js, and the few TypeScript files no tsconfig includes (linted with default compiler options)
 */
export function baseConfig({ tsconfigRootDir, allowDefaultProject = [] }) {
  return tseslint.config(
    {
      ignores: [
        "**/node_modules/**",
        "**/dist/**",
        "**/build/**",
        "**/.react-router/**",
        "**/.turbo/**",
        "**/storybook-static/**",
        "**/test-results/**",
        "**/playwright-report/**",
        "**/coverage/**",
        "**/src/generated/**",
      ],
    },
    { linterOptions: { reportUnusedDisableDirectives: "error" } },
    js.configs.recommended,
    {
      files: ["**/*.{ts,tsx,mts,cts}"],
      extends: [tseslint.configs.recommendedTypeChecked],
      languageOptions: { parserOptions: { projectService: { allowDefaultProject }, tsconfigRootDir } },
      rules: {
        // Unused names are bugs, except the ones written to be skipped: `_` prefixes and rest siblings.
        "@typescript-eslint/no-unused-vars": [
          "error",
          { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
        ],
        // Type-only imports stay type-only (verbatimModuleSyntax asks for it; the fixer writes them).
        "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
        // Catches objects, unknown and never in templates. Nullish is allowed: with noUncheckedIndexedAccess every
        // table lookup and regex group reads as `string | undefined`, and flagging those drowned the real finds.
        "@typescript-eslint/restrict-template-expressions": [
          "error",
          { allowNumber: true, allowBoolean: true, allowNullish: true },
        ],
        // An async function without await is how Fastify handlers and React Router loaders say "returns a promise".
        "@typescript-eslint/require-await": "off",
        // React Router's way to answer from a loader or action is to throw its Response (redirect) or data().
        "@typescript-eslint/only-throw-error": [
          "error",
          {
            allow: [
              { from: "lib", name: "Response" },
              { from: "package", package: "react-router", name: "DataWithResponseInit" },
            ],
          },
        ],
        // Event handlers (onClick={async () => …}) may return a promise; React ignores it and errors are caught inside.
        "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      },
    },
    {
      // Tests reach into mocks and parsed JSON bodies: `any` there is the point of the assertion, not a leak.
      files: ["**/*.test.{ts,tsx}", "**/test/**/*.ts", "**/*.stories.tsx", "**/*.spec.ts", "**/support/**/*.ts"],
      rules: {
        "@typescript-eslint/no-unsafe-assignment": "off",
        "@typescript-eslint/no-unsafe-member-access": "off",
        "@typescript-eslint/no-unsafe-argument": "off",
        "@typescript-eslint/no-unsafe-call": "off",
        "@typescript-eslint/no-unsafe-return": "off",
        "@typescript-eslint/unbound-method": "off",
        "@typescript-eslint/no-explicit-any": "off",
      },
    },
    {
      files: ["**/*.{js,mjs,cjs}"],
      extends: [tseslint.configs.recommended],
      languageOptions: { globals: { ...globals.node } },
      rules: {
        "@typescript-eslint/no-unused-vars": [
          "error",
          { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
        ],
      },
    },
  );
}
