import { describe, expect, it } from "vitest";
import { effectiveFeatureFlags, FEATURE_FLAG_DEFAULTS, parseFeatureFlags } from "./feature-flags";

describe("parseFeatureFlags", () => {
  it("reads name=value pairs, spaces and empty parts aside", () => {
    expect(parseFeatureFlags(" enableRecommendedListing=true, enableCoinTransfer=false ,")).toEqual({
      ok: true,
      flags: { enableRecommendedListing: true, enableCoinTransfer: false },
    });
    expect(parseFeatureFlags("")).toEqual({ ok: true, flags: {} });
  });

  it("refuses an unknown name, naming it and the known ones", () => {
    const parsed = parseFeatureFlags("enableRecomendedListing=true");
    expect(parsed).toEqual({
      ok: false,
      error: expect.stringMatching(/unknown flag "enableRecomendedListing".*enableCoinTransfer/),
    });
  });

  it("refuses a value other than true or false", () => {
    expect(parsed("enableCoinTransfer=yes")).toMatch(/enableCoinTransfer must be =true or =false/);
    expect(parsed("enableCoinTransfer")).toMatch(/must be/);
    expect(parsed("enableCoinTransfer=true=false")).toMatch(/must be/);
  });
});

function parsed(text: string): string {
  const result = parseFeatureFlags(text);
  return result.ok ? "ok" : result.error;
}

describe("effectiveFeatureFlags", () => {
  it("layers defaults, stored settings and the start-up override, ignoring unknown stored keys", () => {
    expect(effectiveFeatureFlags(null, {})).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(effectiveFeatureFlags({ enableCoinTransfer: false, other: true } as never, {})).toEqual({
      enableRecommendedListing: false,
      enableCoinTransfer: false,
    });
    expect(effectiveFeatureFlags({ enableRecommendedListing: false }, { enableRecommendedListing: true })).toEqual({
      enableRecommendedListing: true,
      enableCoinTransfer: true,
    });
  });
});
