import { describe, expect, it } from "vitest";
import { listingFixture } from "../../../test/marketplace-fixtures";
import { listingExtrasView, shareView } from "./listing-extras-view.server";

const URL = "https://griya.id/properti/0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d";

describe("the listing page's other listings and sharing", () => {
  it("words each plain card like a search card, facts spoken in full, without heart or agent", () => {
    const view = listingExtrasView({ similar: [listingFixture], agent_listings: [] }, "Rumah Asri", URL);
    expect(view.similar).toEqual([
      {
        uuid: listingFixture.uuid,
        href: `/properti/${listingFixture.uuid}`,
        title: "Apartemen 2BR Furnished dekat MRT Blok M",
        priceShort: expect.stringMatching(/^Rp 8,5 jt/),
        priceSpoken: expect.stringContaining("8.500.000"),
        details: "Apartemen · Disewa · 2 KT · 1 KM · LB 56 m²",
        detailsSpoken: "Apartemen · Disewa, 2 kamar tidur, 1 kamar mandi, luas bangunan 56 m²",
        place: "Kebayoran Baru, Kota Jakarta Selatan",
        photo: expect.objectContaining({ src: "/api/files/photos/abc-480.webp" }),
      },
    ]);
    expect(view.agentListings).toEqual([]);
  });

  it("shares the canonical address, and WhatsApp gets the text and the address in one message", () => {
    const share = shareView("Rumah Asri & Luas", URL);
    expect(share).toEqual({
      url: URL,
      text: "Rumah Asri & Luas di Griya",
      whatsappHref: `https://wa.me/?text=Rumah%20Asri%20%26%20Luas%20di%20Griya%3A%20${encodeURIComponent(URL)}`,
    });
  });
});
