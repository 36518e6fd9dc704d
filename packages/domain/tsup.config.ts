import { defineConfig } from "tsup";

// One entry per public subpath of package.json "exports"; internal helpers are bundled into shared chunks.
const PUBLIC_MODULES = [
  "constants",
  "error-codes",
  "membership",
  "guard",
  "operation-guards",
  "format",
  "repost-schedule",
  "validation-messages",
  "auth-schemas",
  "account-schemas",
  "password-rules",
  "zoned-time",
  "money",
  "promo",
  "order-status",
  "coin-ledger",
  "payment-methods",
  "commerce-schemas",
  "listing-rules",
  "listing-schemas",
  "repost-schedule-schemas",
  "kpr",
  "listing-display",
  "phone-number",
  "enquiry-rules",
  "indonesian-banks",
  "feature-flags",
  "recommended-slots",
] as const;

export default defineConfig({
  entry: Object.fromEntries(PUBLIC_MODULES.map((name) => [name, `src/${name}.ts`])),
  format: ["esm"],
  target: "es2023",
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
});
