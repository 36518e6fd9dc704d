import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import { describe, expect, it } from "vitest";
import { t } from "../lib/i18n";
import "./listing-form-media";

describe("listingFormMedia texts", () => {
  it("words the photo limit exactly as the error catalogue does", () => {
    expect(t("listingFormMedia.photos.maxPhotosExceeded", { max: LISTING_LIMITS.PHOTOS_MAX })).toBe(
      ERROR_MESSAGES.maxPhotosExceeded,
    );
  });

  it("counts photos against the limit", () => {
    expect(t("listingFormMedia.photos.counter", { count: 3, max: 15 })).toBe("3/15 foto");
  });

  it("shows the pin's coordinates (and leaves the language alone)", () => {
    expect(t("listingFormMedia.map.pinned", { latitude: -6.2, longitude: 106.816666 })).toBe(
      "Pin terpasang di -6.2, 106.816666.",
    );
  });
});
