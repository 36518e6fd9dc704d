import { describe, expect, it } from "vitest";
import { detailFixture } from "../../../test/marketplace-fixtures";
import { facilityText, listingFacts, listingPageView, tourFrame, videoFrames } from "./listing-page-view.server";
import { clip, listingSeo, schemaTypeOf } from "./listing-seo.server";

describe("listing page view", () => {
  it("lists every fact the agent filled, in reading order, and leaves the empty ones out", () => {
    expect(listingFacts(detailFixture)).toEqual([
      { label: "Tipe properti", value: "Rumah" },
      { label: "Transaksi", value: "Dijual" },
      { label: "Kamar tidur", value: "3" },
      { label: "Kamar mandi", value: "2" },
      { label: "Luas bangunan", value: "120 m²" },
      { label: "Luas tanah", value: "150 m²" },
      { label: "Sertifikat", value: "SHM - Sertifikat Hak Milik" },
      { label: "Jumlah lantai", value: "2" },
      { label: "Daya listrik", value: "2.200 VA" },
      { label: "Posisi hoek", value: "Ya" },
      { label: "No. listing", value: "GRY-104802" },
    ]);
  });

  it("names facilities with their amounts", () => {
    expect(detailFixture.facilities.map(facilityText)).toEqual(["Carport (2 mobil)", "Kolam Renang"]);
    expect(facilityText({ id: 3, name: "AC", amount: 1200, uom_name: null })).toBe("AC (1.200)");
  });

  it("gives the KPR calculator the price of a sale only, and never the agent's number", () => {
    const view = listingPageView(detailFixture);
    expect(view.kprPrice).toBe(1_250_000_000);
    expect(view.enquiryMessage).toBe(
      `Halo, saya tertarik dengan "${detailFixture.title}" (No. listing ${detailFixture.listing_number}). Mohon info lebih lanjut.`,
    );
    expect(view.priceText).toBe("Rp 1.250.000.000");
    expect(view.place).toBe("Kebayoran Baru, Kota Jakarta Selatan, DKI Jakarta");
    expect(view.agent).toEqual({
      id: 7,
      name: "Budi Santoso",
      href: "/agen/7",
      avatarUrl: null,
      office: "Griya Realty Cibubur",
      hasPhone: true,
    });
    expect(JSON.stringify(view)).not.toMatch(/\+62|08\d{8}/);
    expect(
      listingPageView({ ...detailFixture, listing_type: "R", rent_period: { id: 1, name: "Bulanan", months: 1 } })
        .kprPrice,
    ).toBeNull();
    expect(listingPageView({ ...detailFixture, lat: null }).map).toBeNull();
  });
});

describe("players loaded on demand", () => {
  it("shows YouTube videos through the privacy-enhanced player, with the thumbnail as poster", () => {
    expect(videoFrames(detailFixture)).toEqual([
      {
        src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
        href: "https://youtu.be/dQw4w9WgXcQ",
        title: "Video 1: Rumah Hook Siap Huni di Cibubur",
        poster: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
        label: "Putar Video 1: Rumah Hook Siap Huni di Cibubur",
        allow: "accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture",
      },
    ]);
  });

  it("offers the 360° tour the API sends, and none without one", () => {
    expect(tourFrame(detailFixture)).toBeNull();
    expect(listingPageView(detailFixture).tour).toBeNull();
    const tour = "https://my.matterport.com/show/?m=SxQL3iGyoDo";
    expect(listingPageView({ ...detailFixture, tour_360_url: tour }).tour).toEqual({
      src: tour,
      href: tour,
      title: "Tur virtual 360°: Rumah Hook Siap Huni di Cibubur",
      poster: null,
      label: "Buka tur virtual 360°",
      allow: "accelerometer; gyroscope; magnetometer; fullscreen; xr-spatial-tracking",
    });
  });
});

describe("listing page SEO", () => {
  const seo = listingSeo(detailFixture, listingPageView(detailFixture), "https://griya.id");

  it("has a title, a clipped description, the canonical URL and an absolute Open Graph image", () => {
    expect(seo.title).toBe("Rumah Hook Siap Huni di Cibubur | Griya");
    expect(seo.description).toBe(
      "Rumah · Dijual di Kebayoran Baru, Kota Jakarta Selatan, DKI Jakarta, Rp 1.250.000.000. Rumah hook, dekat tol. Siap huni.",
    );
    expect(seo.canonicalUrl).toBe(`https://griya.id/properti/${detailFixture.uuid}`);
    expect(seo.imageUrl).toBe("https://griya.id/api/files/photos/abc-480.webp");
  });

  it("describes the offer in schema.org terms: price in IDR, address, floor size and rooms", () => {
    expect(seo.jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      url: seo.canonicalUrl,
      image: ["https://griya.id/api/files/photos/abc-960.webp"],
      offers: {
        "@type": "Offer",
        price: 1_250_000_000,
        priceCurrency: "IDR",
        itemOffered: {
          "@type": "House",
          address: {
            "@type": "PostalAddress",
            streetAddress: "Jl. Melati No. 5",
            addressLocality: "Kota Jakarta Selatan",
            addressRegion: "DKI Jakarta",
            addressCountry: "ID",
          },
          floorSize: { "@type": "QuantitativeValue", value: 120, unitCode: "MTK" },
          numberOfBedrooms: 3,
          numberOfBathroomsTotal: 2,
          numberOfRooms: 5,
          geo: { "@type": "GeoCoordinates", latitude: -6.37, longitude: 106.9 },
        },
      },
    });
  });

  it("prices a rental per month and maps property types to schema.org types", () => {
    const rental = listingSeo(
      { ...detailFixture, listing_type: "R", rent_period: { id: 1, name: "Bulanan", months: 1 } },
      listingPageView(detailFixture),
      "https://griya.id",
    );
    expect(rental.jsonLd.offers).toMatchObject({
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      priceSpecification: { referenceQuantity: { value: 1, unitCode: "MON" } },
    });
    expect(["Apartemen", "Rumah", "Villa", "Tanah", "Ruko"].map(schemaTypeOf)).toEqual([
      "Apartment",
      "House",
      "House",
      "Place",
      "Accommodation",
    ]);
  });

  it("clips long descriptions at a word", () => {
    const clipped = clip("kata ".repeat(100));
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped).toMatch(/ kata…$/);
    expect(clip("a b c")).toBe("a b c");
    expect(clip(`${"x".repeat(200)}`)).toMatch(/^x{159}…$/);
  });
});
