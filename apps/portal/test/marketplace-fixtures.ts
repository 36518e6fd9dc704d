// Test data shaped like the API's marketplace answers (MarketplaceListing, MarketplaceListingDetail).
import type { Schemas } from "@griya/api-client/schema";

export const listingFixture: Schemas["MarketplaceListing"] = {
  uuid: "0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d",
  listing_number: "GRY-104802",
  title: "Apartemen 2BR Furnished dekat MRT Blok M",
  listing_type: "R",
  property_type: { id: 2, name: "Apartemen" },
  price: 8_500_000,
  rent_period: { id: 1, name: "Bulanan", months: 1 },
  bedroom: 2,
  bathroom: 1,
  building_size: 56,
  land_size: null,
  area: {
    id: "31.74.07",
    name: "Kebayoran Baru",
    city_id: "31.74",
    city_name: "Kota Jakarta Selatan",
    province_id: "31",
    province_name: "DKI Jakarta",
  },
  photo: {
    src: "/api/files/photos/abc-480.webp",
    srcset: [
      { width: 480, src: "/api/files/photos/abc-480.webp" },
      { width: 960, src: "/api/files/photos/abc-960.webp" },
    ],
    alt: "Foto 1 dari 3, Apartemen 2BR Furnished dekat MRT Blok M",
  },
  is_recommended: false,
  posted_at: "2026-11-20T03:00:00.000Z",
  agent: { id: 7, name: "Budi Santoso", avatar_url: "/api/files/avatars/0123456789abcdef0123456789abcdef-256.webp" },
  is_favourite: true,
};

export const detailFixture: Schemas["MarketplaceListingDetail"] = {
  ...listingFixture,
  listing_type: "S",
  title: "Rumah Hook Siap Huni di Cibubur",
  property_type: { id: 1, name: "Rumah" },
  price: 1_250_000_000,
  rent_period: null,
  bedroom: 3,
  bathroom: 2,
  building_size: 120,
  land_size: 150,
  description: "Rumah hook, dekat tol.\nSiap huni.",
  address: "Jl. Melati No. 5",
  certificate: { id: 1, name: "SHM - Sertifikat Hak Milik" },
  furnishing_status: null,
  total_floor: 2,
  floor: null,
  electrical_power: 2200,
  hoek: true,
  facilities: [
    { id: 1, name: "Carport", amount: 2, uom_name: "mobil" },
    { id: 4, name: "Kolam Renang", amount: null, uom_name: null },
  ],
  photos: [
    {
      src: "/api/files/photos/abc-960.webp",
      srcset: [{ width: 960, src: "/api/files/photos/abc-960.webp" }],
      alt: "Foto 1 dari 1, Rumah Hook Siap Huni di Cibubur",
    },
  ],
  videos: [{ youtube_id: "dQw4w9WgXcQ", url: "https://youtu.be/dQw4w9WgXcQ" }],
  tour_360_url: null,
  lat: -6.37,
  lng: 106.9,
  agent: {
    id: 7,
    name: "Budi Santoso",
    avatar_url: null,
    agent_office: { id: 3, name: "Griya Realty Cibubur" },
    has_phone: true,
  },
};
