// Feature flags (docs/product/promotion.md#feature-flags-and-allow-lists): the product defaults, and the
// `FEATURE_FLAGS` start-up override ("enableRecommendedListing=true,enableCoinTransfer=false") that the API validates
// before it listens.

export const FEATURE_FLAG_DEFAULTS = {
  enableRecommendedListing: false,
  enableCoinTransfer: true,
} as const satisfies Record<string, boolean>;

export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[];

export type ParsedFeatureFlags = { ok: true; flags: Partial<FeatureFlags> } | { ok: false; error: string };

const isFlagName = (name: string): name is FeatureFlagName => (FEATURE_FLAG_NAMES as string[]).includes(name);

/** Parses `name=true|false` pairs separated by commas; an unknown name or value is an error that names it. */
export function parseFeatureFlags(text: string): ParsedFeatureFlags {
  const flags: Partial<FeatureFlags> = {};
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name = "", value, ...rest] = part.split("=").map((s) => s.trim());
    if (!isFlagName(name)) {
      return { ok: false, error: `unknown flag "${name}" (known: ${FEATURE_FLAG_NAMES.join(", ")})` };
    }
    if (rest.length > 0 || (value !== "true" && value !== "false")) {
      return { ok: false, error: `${name} must be =true or =false` };
    }
    flags[name] = value === "true";
  }
  return { ok: true, flags };
}

/** The flags in force: the defaults, then the stored settings, then the start-up override. */
export function effectiveFeatureFlags(
  stored: Partial<FeatureFlags> | null | undefined,
  override: Partial<FeatureFlags>,
): FeatureFlags {
  const known = Object.fromEntries(
    Object.entries(stored ?? {}).filter(([name, value]) => isFlagName(name) && typeof value === "boolean"),
  );
  return { ...FEATURE_FLAG_DEFAULTS, ...known, ...override };
}
