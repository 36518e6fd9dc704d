import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";

// One entry per public subpath of package.json "exports"; internal helpers (field, class-names,
// use-return-focus…) land in shared chunks. Stories and story fixtures are never built.
const PUBLIC_MODULES = [
  "button",
  "text-field",
  "form-field",
  "password-field",
  "select",
  "checkbox",
  "dialog",
  "alert-dialog",
  "sidebar",
  "header",
  "breadcrumbs",
  "footer",
  "empty-state",
  "skeleton",
  "rupiah-text",
  "pagination",
  "textarea",
  "radio-group",
  "checkbox-group",
  "multi-combobox",
  "otp-input",
  "resend-button",
  "progress-bar",
  "file-upload",
  "avatar",
  "alert",
  "card",
  "tabs",
  "payment-method-picker",
  "price-summary",
  "countdown-timer",
  "status-badge",
  "product-card",
  "quantity-stepper",
  "description-list",
  "menu-button",
] as const;

export default defineConfig({
  entry: {
    ...Object.fromEntries(PUBLIC_MODULES.map((name) => [name, `src/${name}.tsx`])),
    link: "src/link.ts",
  },
  format: ["esm"],
  target: "es2023",
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  // The portal brings its own single copy of each; bundling them would break hooks and context.
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^radix-ui($|\/)/, /^@griya\/domain($|\/)/],
  // Plain CSS needs no processing; ship it as is for `import "@griya/ui/styles.css"`.
  onSuccess: async () => {
    await copyFile("src/styles.css", "dist/styles.css");
  },
});
