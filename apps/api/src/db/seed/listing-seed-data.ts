// Demo listings for the demo agents (SEED_DEMO): a few of each tab so "Listing Saya" and the marketplace have
// something to show. Budi's numbers and titles match his demo coin usages (coin-seed-data.ts).

export type DemoListing = {
  email: string;
  listingNumber: string;
  status: "ACTIVE" | "DRAFT" | "INACTIVE";
  type: "S" | "R";
  propertyType: string;
  title: string;
  description: string;
  price: number | null;
  rentPeriod?: "MONTHLY" | "YEARLY";
  areaId: string;
  address: string;
  lat: number;
  lng: number;
  bedroom?: number;
  bathroom?: number;
  buildingSize?: number;
  landSize?: number;
  totalFloor?: number;
  certificate?: string;
  furnishing?: string;
  electricalPower?: number;
  /** Days ago of the last activation and of the last repost (posted); null for a draft. */
  activatedDaysAgo: number | null;
  postedDaysAgo: number | null;
  visits: number;
  impressions: number;
  /** Photo colours (one photo each), first is the primary. */
  photos: readonly string[];
};

export const demoListings: readonly DemoListing[] = [
  {
    email: "agen@demo.id", listingNumber: "GRY-104518", status: "ACTIVE", type: "S", propertyType: "HOUSE",
    title: "Rumah Hook Siap Huni di Cibubur",
    description: "Rumah hook dua lantai di cluster tenang, dekat tol Cibubur dan pusat belanja. Carport dua mobil, taman depan dan belakang.",
    price: 1_250_000_000, areaId: "31.75.09", address: "Jl. Raya Cibubur No. 12", lat: -6.3675, lng: 106.8811,
    bedroom: 4, bathroom: 3, buildingSize: 150, landSize: 180, totalFloor: 2, certificate: "SHM", furnishing: "SEMI_FURNISHED",
    electricalPower: 3500, activatedDaysAgo: 15, postedDaysAgo: 10, visits: 184, impressions: 2_310, photos: ["#2f6f5e", "#c98b3a", "#5b7fa6"],
  },
  {
    email: "agen@demo.id", listingNumber: "GRY-104733", status: "ACTIVE", type: "S", propertyType: "LAND",
    title: "Tanah Kavling 200 m² di Sentul City",
    description: "Kavling siap bangun di kawasan Sentul City, jalan lebar, view pegunungan, cocok untuk rumah tinggal atau investasi.",
    price: 640_000_000, areaId: "32.01.05", address: "Jl. Sentul Boulevard, Babakan Madang", lat: -6.5629, lng: 106.8653,
    landSize: 200, certificate: "SHM", activatedDaysAgo: 5, postedDaysAgo: 5, visits: 41, impressions: 620, photos: ["#7a9a3b"],
  },
  {
    email: "agen@demo.id", listingNumber: "GRY-104802", status: "ACTIVE", type: "R", propertyType: "APARTMENT", rentPeriod: "MONTHLY",
    title: "Apartemen 2BR Furnished dekat MRT Blok M",
    description: "Unit dua kamar lengkap dengan perabot, lantai 12, kolam renang dan gym, lima menit jalan kaki ke MRT Blok M.",
    price: 8_500_000, areaId: "31.74.07", address: "Jl. Sisingamangaraja No. 3", lat: -6.2443, lng: 106.7998,
    bedroom: 2, bathroom: 1, buildingSize: 56, totalFloor: 30, certificate: "SHMSRS", furnishing: "FURNISHED",
    electricalPower: 2200, activatedDaysAgo: 2, postedDaysAgo: 2, visits: 12, impressions: 96, photos: ["#4a5d8f", "#b0855b"],
  },
  {
    email: "agen@demo.id", listingNumber: "GRY-100262", status: "INACTIVE", type: "S", propertyType: "SHOPHOUSE",
    title: "Ruko 3 Lantai Pinggir Jalan Raya Serpong",
    description: "Ruko tiga lantai di jalan utama Serpong, cocok untuk kantor atau usaha, parkir luas.",
    price: 3_900_000_000, areaId: "36.74.02", address: "Jl. Raya Serpong No. 88", lat: -6.2407, lng: 106.6613,
    bathroom: 3, buildingSize: 240, landSize: 90, totalFloor: 3, certificate: "HGB", electricalPower: 5500,
    activatedDaysAgo: 375, postedDaysAgo: 375, visits: 530, impressions: 7_820, photos: ["#8c4a3a"],
  },
  {
    email: "agen@demo.id", listingNumber: "GRY-100231", status: "INACTIVE", type: "S", propertyType: "HOUSE",
    title: "Rumah Minimalis 2 Lantai di Bintaro Sektor 9",
    description: "Rumah minimalis dua lantai, dekat stasiun Pondok Ranji dan sekolah internasional.",
    price: 2_150_000_000, areaId: "31.74.10", address: "Jl. Bintaro Utama 9", lat: -6.2714, lng: 106.7465,
    bedroom: 3, bathroom: 2, buildingSize: 120, landSize: 105, totalFloor: 2, certificate: "SHM", furnishing: "UNFURNISHED",
    electricalPower: 2200, activatedDaysAgo: 390, postedDaysAgo: 380, visits: 310, impressions: 4_150, photos: ["#6b6f80"],
  },
  {
    email: "agen@demo.id", listingNumber: "GRY-104851", status: "DRAFT", type: "S", propertyType: "VILLA",
    title: "Villa View Sawah di Ubud",
    description: "Villa dua kamar dengan kolam renang pribadi dan pemandangan sawah. Harga menyusul.",
    price: null, areaId: "51.71.01", address: "Jl. Raya Ubud", lat: -8.5069, lng: 115.2625,
    bedroom: 2, bathroom: 2, activatedDaysAgo: null, postedDaysAgo: null, visits: 0, impressions: 0, photos: ["#3c8d7a"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104760", status: "ACTIVE", type: "S", propertyType: "HOUSE",
    title: "Rumah Keluarga Luas di Gubeng Surabaya",
    description: "Rumah satu lantai di lingkungan tenang Gubeng, dekat kampus dan rumah sakit, carport dua mobil.",
    price: 2_750_000_000, areaId: "35.78.08", address: "Jl. Raya Gubeng No. 21", lat: -7.2727, lng: 112.7498,
    bedroom: 4, bathroom: 3, buildingSize: 210, landSize: 300, totalFloor: 1, certificate: "SHM", furnishing: "SEMI_FURNISHED",
    electricalPower: 4400, activatedDaysAgo: 20, postedDaysAgo: 3, visits: 96, impressions: 1_480, photos: ["#a0523d", "#dcb46c"],
  },
  {
    email: "siti@demo.id", listingNumber: "GRY-104790", status: "ACTIVE", type: "R", propertyType: "VILLA", rentPeriod: "YEARLY",
    title: "Villa Kolam Renang di Denpasar Selatan",
    description: "Villa tiga kamar dengan kolam renang, sepuluh menit ke pantai Sanur, disewakan tahunan.",
    price: 280_000_000, areaId: "51.71.01", address: "Jl. Danau Tamblingan No. 50", lat: -8.6925, lng: 115.2626,
    bedroom: 3, bathroom: 3, buildingSize: 180, landSize: 300, totalFloor: 2, certificate: "SHM", furnishing: "FURNISHED",
    electricalPower: 7700, activatedDaysAgo: 8, postedDaysAgo: 8, visits: 58, impressions: 870, photos: ["#2a7fa8"],
  },
];
