// Seeded, editable reference data: prices, quotas and durations are data, not code (docs/product/README.md).

export const membershipTiers = [
  { code: "TRIAL", displayName: "Trial", durationDays: 14, listingSlots: 3, bonusCoins: 10, price: 0 },
  { code: "SILVER", displayName: "Starter", durationDays: 365, listingSlots: 10, bonusCoins: 50, price: 1_200_000 },
  { code: "GOLD", displayName: "Pro", durationDays: 365, listingSlots: 30, bonusCoins: 150, price: 3_000_000 },
  {
    code: "PLATINUM",
    displayName: "Executive",
    durationDays: 365,
    listingSlots: 100,
    bonusCoins: 500,
    price: 7_500_000,
  },
] as const;

export const agentTypes = [
  { code: "INDEPENDENT", name: "Agen Independen" },
  { code: "OFFICE", name: "Agen Kantor Properti" },
  { code: "DEVELOPER", name: "Marketing Developer" },
  { code: "OWNER", name: "Pemilik Properti" },
];

export const agentOffices = [
  { name: "Griya Prima Realty", cityId: "31.71", address: "Jl. Cikini Raya No. 12, Menteng, Jakarta Pusat" },
  { name: "Nusantara Properti", cityId: "32.73", address: "Jl. Ir. H. Juanda No. 88, Bandung" },
  { name: "Cahaya Realty", cityId: "35.78", address: "Jl. Raya Darmo No. 45, Surabaya" },
  { name: "Sentosa Property", cityId: "51.71", address: "Jl. Teuku Umar No. 7, Denpasar" },
  { name: "Mitra Hunian Nusantara", cityId: "36.74", address: "Jl. Pahlawan Seribu, BSD, Tangerang Selatan" },
];

export const propertyTypes = [
  { code: "HOUSE", name: "Rumah" },
  { code: "APARTMENT", name: "Apartemen" },
  { code: "SHOPHOUSE", name: "Ruko" },
  { code: "LAND", name: "Tanah" },
  { code: "VILLA", name: "Villa" },
  { code: "OFFICE", name: "Kantor" },
  { code: "WAREHOUSE", name: "Gudang" },
  { code: "BOARDING_HOUSE", name: "Kos" },
];

export const certificates = [
  { code: "SHM", name: "SHM - Sertifikat Hak Milik" },
  { code: "HGB", name: "HGB - Hak Guna Bangunan" },
  { code: "SHMSRS", name: "SHMSRS - Strata Title" },
  { code: "GIRIK", name: "Girik / Letter C" },
  { code: "AJB", name: "AJB - Akta Jual Beli" },
  { code: "PPJB", name: "PPJB - Perjanjian Pengikatan Jual Beli" },
  { code: "OTHER", name: "Lainnya" },
];

export const furnishingStatuses = [
  { code: "UNFURNISHED", name: "Tanpa Perabot" },
  { code: "SEMI_FURNISHED", name: "Semi Perabot" },
  { code: "FURNISHED", name: "Perabot Lengkap" },
];

export const rentPeriods = [
  { code: "MONTHLY", name: "Bulanan", months: 1 },
  { code: "YEARLY", name: "Tahunan", months: 12 },
];

export const facilities = [
  { code: "CARPORT", name: "Carport", uomName: "mobil" },
  { code: "GARAGE", name: "Garasi", uomName: "mobil" },
  { code: "AIR_CONDITIONER", name: "AC", uomName: "unit" },
  { code: "SWIMMING_POOL", name: "Kolam Renang", uomName: null },
  { code: "GARDEN", name: "Taman", uomName: null },
  { code: "SECURITY", name: "Keamanan 24 Jam", uomName: null },
  { code: "CCTV", name: "CCTV", uomName: null },
  { code: "INTERNET", name: "Akses Internet", uomName: null },
  { code: "GYM", name: "Pusat Kebugaran", uomName: null },
  { code: "PDAM", name: "Air PDAM", uomName: null },
  { code: "WATER_HEATER", name: "Pemanas Air", uomName: "unit" },
  { code: "MAID_ROOM", name: "Kamar Pembantu", uomName: "kamar" },
  { code: "TELEPHONE", name: "Saluran Telepon", uomName: "saluran" },
  { code: "ONE_GATE", name: "One Gate System", uomName: null },
];

export type FieldRuleType =
  | "BEDROOM"
  | "BATHROOM"
  | "UNIT_BLOCK"
  | "LAND_SIZE"
  | "TOTAL_FLOOR"
  | "FLOOR"
  | "BUILDING_SIZE"
  | "ELECTRICAL_POWER"
  | "HOEK"
  | "FURNISHING_STATUS";

/** Per property type: [allowed types, required types]. Types not listed are hidden. */
export const fieldRules: Record<string, { allowed: FieldRuleType[]; required: FieldRuleType[] }> = {
  HOUSE: {
    allowed: [
      "BEDROOM",
      "BATHROOM",
      "LAND_SIZE",
      "BUILDING_SIZE",
      "TOTAL_FLOOR",
      "ELECTRICAL_POWER",
      "HOEK",
      "FURNISHING_STATUS",
      "UNIT_BLOCK",
    ],
    required: ["BEDROOM", "BATHROOM", "LAND_SIZE", "BUILDING_SIZE"],
  },
  APARTMENT: {
    allowed: ["BEDROOM", "BATHROOM", "BUILDING_SIZE", "FLOOR", "ELECTRICAL_POWER", "FURNISHING_STATUS", "UNIT_BLOCK"],
    required: ["BEDROOM", "BATHROOM", "BUILDING_SIZE", "FLOOR", "FURNISHING_STATUS"],
  },
  SHOPHOUSE: {
    allowed: ["BATHROOM", "LAND_SIZE", "BUILDING_SIZE", "TOTAL_FLOOR", "ELECTRICAL_POWER", "HOEK", "UNIT_BLOCK"],
    required: ["LAND_SIZE", "BUILDING_SIZE", "TOTAL_FLOOR"],
  },
  LAND: { allowed: ["LAND_SIZE", "HOEK"], required: ["LAND_SIZE"] },
  VILLA: {
    allowed: [
      "BEDROOM",
      "BATHROOM",
      "LAND_SIZE",
      "BUILDING_SIZE",
      "TOTAL_FLOOR",
      "ELECTRICAL_POWER",
      "FURNISHING_STATUS",
    ],
    required: ["BEDROOM", "BATHROOM", "LAND_SIZE", "BUILDING_SIZE"],
  },
  OFFICE: {
    allowed: [
      "BATHROOM",
      "BUILDING_SIZE",
      "FLOOR",
      "TOTAL_FLOOR",
      "ELECTRICAL_POWER",
      "FURNISHING_STATUS",
      "UNIT_BLOCK",
    ],
    required: ["BUILDING_SIZE"],
  },
  WAREHOUSE: {
    allowed: ["LAND_SIZE", "BUILDING_SIZE", "ELECTRICAL_POWER", "HOEK"],
    required: ["LAND_SIZE", "BUILDING_SIZE"],
  },
  BOARDING_HOUSE: {
    allowed: [
      "BEDROOM",
      "BATHROOM",
      "LAND_SIZE",
      "BUILDING_SIZE",
      "TOTAL_FLOOR",
      "ELECTRICAL_POWER",
      "FURNISHING_STATUS",
    ],
    required: ["BEDROOM", "BATHROOM", "LAND_SIZE", "BUILDING_SIZE"],
  },
};

export const appSettings = {
  feature_flags: { enableRecommendedListing: false, enableCoinTransfer: true },
  // null = everyone, [] = no one (docs/product/promotion.md#feature-flags-and-allow-lists).
  allow_lists: { add_sell_projects: null, embed_360: null, project_discounts: null },
};
