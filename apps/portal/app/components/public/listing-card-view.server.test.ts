import { describe, expect, it } from "vitest";
import { cardFacts, listingCardView, priceView } from "./listing-card-view.server";
import { listingFixture } from "../../../test/marketplace-fixtures";

describe("listing card view", () => {
  it("words a rental card: short price with its period, spoken in full, facts, place, date and agent", () => {
    expect(listingCardView(listingFixture)).toEqual({
      uuid: listingFixture.uuid,
      href: `/properti/${listingFixture.uuid}`,
      title: "Apartemen 2BR Furnished dekat MRT Blok M",
      kind: "Apartemen · Disewa",
      priceShort: "Rp 8,5 jt / bulan",
      priceSpoken: "8.500.000 rupiah per bulan",
      facts: [
        { short: "2 KT", spoken: "2 kamar tidur" },
        { short: "1 KM", spoken: "1 kamar mandi" },
        { short: "LB 56 m²", spoken: "luas bangunan 56 m²" },
      ],
      place: "Kebayoran Baru, Kota Jakarta Selatan",
      postedIso: "2026-11-20T03:00:00.000Z",
      postedText: "Diposting 20 November 2026",
      photo: {
        src: "/api/files/photos/abc-480.webp",
        srcSet: "/api/files/photos/abc-480.webp 480w, /api/files/photos/abc-960.webp 960w",
        alt: "Foto 1 dari 3, Apartemen 2BR Furnished dekat MRT Blok M",
      },
      agent: { name: "Budi Santoso", href: "/agen/7", avatarUrl: listingFixture.agent.avatar_url },
      isFavourite: true,
      isRecommended: false,
    });
  });

  it("prices a sale without a period, and a period without a length by its name", () => {
    expect(priceView({ price: 1_250_000_000, rent_period: null })).toEqual({
      text: "Rp 1.250.000.000",
      short: "Rp 1,25 M",
      spoken: "1.250.000.000 rupiah",
    });
    expect(priceView({ price: 90_000_000, rent_period: { id: 2, name: "Tahunan", months: 12 } }).short).toBe(
      "Rp 90 jt / tahun",
    );
    expect(priceView({ price: 5_000_000, rent_period: { id: 9, name: "Musiman" } }).text).toBe(
      "Rp 5.000.000 / musiman",
    );
  });

  it("shows only the facts the agent filled, sizes grouped id-ID", () => {
    expect(cardFacts({ bedroom: null, bathroom: null, building_size: null, land_size: 12_500 })).toEqual([
      { short: "LT 12.500 m²", spoken: "luas tanah 12.500 m²" },
    ]);
    expect(cardFacts({ bedroom: 0, bathroom: null, building_size: null, land_size: null })).toEqual([
      { short: "0 KT", spoken: "0 kamar tidur" },
    ]);
  });
});
